"""Tokens: a presented token's digest is kept for the next requests (referee.core.auth), and is the
digest the store holds; only tokens of the service's own length are kept."""

from __future__ import annotations

from referee.core import auth


def test_a_presented_token_hashes_as_stored_and_only_the_services_tokens_are_kept():
    token = auth.new_token()
    kept = auth._kept_digest.cache_info().currsize
    assert auth.presented_digest(token) == auth.digest(token)
    assert auth.presented_digest(token) == auth.digest(token)  # the kept one
    assert auth._kept_digest.cache_info().currsize == kept + 1
    for other in (token + "x", "short", "x" * 4000):
        assert auth.presented_digest(other) == auth.digest(other)
    assert auth._kept_digest.cache_info().currsize == kept + 1


def test_who_calls_is_decided_by_every_digest_whether_kept_or_not():
    seats = [auth.new_token() for _ in range(3)]
    table = auth.new_token()
    stored = [auth.digest(t) for t in seats]
    for _ in range(2):  # the second time, from the kept digests
        assert [auth.identify(t, stored, auth.digest(table)) for t in seats] == [
            auth.Caller(seat=0), auth.Caller(seat=1), auth.Caller(seat=2)]
        assert auth.identify(table, stored, auth.digest(table)) == auth.Caller(table=True)
        assert auth.identify(auth.new_token(), stored, auth.digest(table)) is None
