"""The sliding-window counter's arithmetic (referee.storage.rates), which the Redis scripts repeat in
Lua: the HTTP tests of tests/contract/test_limits.py run both against the same budgets."""

from __future__ import annotations

import pytest

from referee.storage.rates import Charge, RateLimited, Windows, evaluate, parse_rates


def charge(raw: str = "3/minute") -> Charge:
    return Charge("token:x", "token", parse_rates(raw))


def test_the_previous_window_weighs_by_what_is_left_of_it():
    # 30 s into a minute, 4 of the previous minute still weigh 2: one more of 3 fits.
    verdict, rolled = evaluate(charge(), 30_000 + 60_000 * 10, [(9, 4, 0)])
    assert verdict.allowed and verdict.remaining == (0,) and verdict.reset == (30,)
    assert rolled == [(10, 1, 4)]
    # 15 s in, they weigh 3: refused, and nothing is counted.
    verdict, rolled = evaluate(charge(), 15_000 + 60_000 * 10, [(9, 4, 0)])
    assert not verdict.allowed and rolled == []


def test_retry_after_is_when_a_request_frees_up_as_flask_limiter_said():
    # Refused by 3 in the current window: when it ends.
    verdict, _ = evaluate(charge(), 20_000, [(0, 3, 0)])
    assert (verdict.allowed, verdict.retry_after) == (False, 40)
    # Refused by the previous window's 6 (a request's weight every 10 s): the next 10 s mark.
    verdict, _ = evaluate(charge(), 60_000 + 25_000, [(0, 6, 0)])  # they weigh 3.5
    assert (verdict.allowed, verdict.retry_after) == (False, 5)
    assert 1 <= verdict.retry_after <= 61


def test_several_rates_all_count_and_the_first_refusing_one_answers():
    rates = charge("2/second;3/minute")
    windows = Windows(clock=iter([0.1, 0.2, 0.3, 1.5, 1.6]).__next__)
    for _ in range(2):
        windows.charge(rates)
    with pytest.raises(RateLimited) as refused:
        windows.charge(rates)  # a third within the second
    assert refused.value.charge.verdict.refused_by == 0
    rates.verdict = None
    windows.charge(rates)  # the next second: the minute's third
    rates.verdict = None
    with pytest.raises(RateLimited) as refused:
        windows.charge(rates)
    assert refused.value.charge.verdict.refused_by == 1
    assert refused.value.charge.verdict.retry_after == 59
