"""The key layout in Redis: every key the store writes, named once, under one prefix.

A game's keys share the hash tag ``{<game id>}``, so one script may touch all of them and the
layout works on Redis Cluster:

==================================  ======================================================
``<prefix>:game:{id}``              hash: ``v`` the version, ``s`` the snapshot
``<prefix>:events:{id}``            list: the event log (:mod:`referee.storage.eventlog`)
``<prefix>:notify:{id}``            pub/sub channel: each commit publishes the log's length
``<prefix>:idemkeys:{id}``          set: the game's idempotency records and hints
``<prefix>:idem:{id}:<scope>``      a move's idempotency record
``<prefix>:idem:create:{<scope>}``  a creation's idempotency record (tagged by itself)
``<prefix>:hint:{id}:<v>:<seat>``   a seat's hint at version ``v`` (referee.http.shares)
``<prefix>:webhooks:notes:{id}``    the game's webhook notes (referee.delivery.webhooks)
``<prefix>:tag:<hash>``             sorted set: the games of a tag (hashed: the tag is text)
``<prefix>:rate:<budget>``          hash: a rate limit's counters (referee.storage.rates)
``<prefix>:cpu:<budget>``           hash: a CPU budget's counters (referee.http.shares)
``<prefix>:tournament:{tid}``       hash: ``v`` a tournament's version, ``s`` its document
``<prefix>:tevents:{tid}``          list: a tournament's events (referee.storage.tournaments)
``<prefix>:tidem:{tid}:<scope>``    a tournament request's idempotency record
``<prefix>:tonce:{tid}``            set: what the tournament's log holds once (R246)
==================================  ======================================================

The store's companions on the same Redis keep theirs under the same prefix:
``<prefix>:webhooks:due`` (referee.delivery.webhooks), ``<prefix>:ticket:{id}:<digest>``
(referee.delivery.streams), ``<prefix>:signing-key`` (referee.records.records), and the bots'
jobs stream ``<prefix>:bots`` with, under its hash tag (one slot with it), each CPU budget's
reservations of queued work ``{<prefix>:bots}:held:<budget>`` and the minute's figures
``{<prefix>:bots}:minute:<n>`` (referee.storage.jobs).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Keys:
    """The names of the keys under ``prefix``."""

    prefix: str = "referee"

    def of_game(self, game_id: str) -> list[str]:
        """A game's snapshot, log and channel: the keys a commit writes (spelt out here, once
        per commit, rather than by three calls)."""
        tag = "{" + game_id + "}"
        return [f"{self.prefix}:game:{tag}", f"{self.prefix}:events:{tag}",
                f"{self.prefix}:notify:{tag}"]

    def lifetime(self, game_id: str) -> list[str]:
        """The set naming the game's idempotency records, and its webhook notes
        (``referee.delivery.webhooks``): keys that live and die with the game."""
        tag = "{" + game_id + "}"
        return [f"{self.prefix}:idemkeys:{tag}", f"{self.prefix}:webhooks:notes:{tag}"]

    def game(self, game_id: str) -> str:
        return f"{self.prefix}:game:{{{game_id}}}"

    def events(self, game_id: str) -> str:
        return f"{self.prefix}:events:{{{game_id}}}"

    def channel(self, game_id: str) -> str:
        """The pub/sub channel on which each commit publishes the game's new log length."""
        return f"{self.prefix}:notify:{{{game_id}}}"

    def idemkeys(self, game_id: str) -> str:
        return f"{self.prefix}:idemkeys:{{{game_id}}}"

    def webhook_notes(self, game_id: str) -> str:
        return f"{self.prefix}:webhooks:notes:{{{game_id}}}"

    def idem(self, game_id: str | None, scope: str) -> str:
        # A move's key shares its game's hash tag (one atomic script writes both); a
        # creation's is tagged by itself.
        if game_id is None:
            return f"{self.prefix}:idem:create:{{{scope}}}"
        return f"{self.prefix}:idem:{{{game_id}}}:{scope}"

    def hint(self, game_id: str, version: int, seat: int) -> str:
        return f"{self.prefix}:hint:{{{game_id}}}:{version}:{seat}"

    def tag(self, tag: str) -> str:
        # Hashed: a tag is the organiser's text, a key name should not be.
        return f"{self.prefix}:tag:" + hashlib.sha256(tag.encode()).hexdigest()[:32]

    def rate(self, budget: str) -> str:
        return f"{self.prefix}:rate:{budget}"

    def cpu(self, budget: str) -> str:
        return f"{self.prefix}:cpu:{budget}"

    def of_tournament(self, tournament_id: str) -> list[str]:
        """A tournament's document and event log: the keys its commit writes (one hash tag,
        ``{tid}``, like a game's)."""
        tag = "{" + tournament_id + "}"
        return [f"{self.prefix}:tournament:{tag}", f"{self.prefix}:tevents:{tag}"]

    def tournament_once(self, tournament_id: str) -> str:
        """What a tournament's log was given once (its ``result_final`` of each game, R246)."""
        return f"{self.prefix}:tonce:{{{tournament_id}}}"

    def tournament_idem(self, tournament_id: str, scope: str) -> str:
        return f"{self.prefix}:tidem:{{{tournament_id}}}:{scope}"
