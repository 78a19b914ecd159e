"""The service's Prometheus metrics (:class:`Metrics`), one set per process; what they count is
counted where it happens (``referee.http.observability`` for requests, the store for its failures).

No Flask here: the store counts its failures (:func:`store_failed`) without the web layer.
"""

from __future__ import annotations

import functools


class Metrics:
    """The service's metrics, one set per process.

    Built at the first ``create_app``, never on import: prometheus-client picks its multiprocess
    mode when first imported, and gunicorn's master imports this package before its
    configuration has set ``PROMETHEUS_MULTIPROC_DIR`` (workers fork from the master).
    """

    def __init__(self) -> None:
        from prometheus_client import Counter, Gauge, Histogram

        self.requests = Counter(
            "referee_http_requests_total", "HTTP requests answered, by route and status",
            ["method", "route", "status"],
        )
        self.latency = Histogram(
            "referee_http_request_duration_seconds",
            "Time to answer an HTTP request (a live stream: until its response headers)",
            ["method", "route"],
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
        )
        self.moves = Counter(
            "referee_moves_total",
            "Moves submitted, by variant and outcome (accepted, illegal, stale, malformed, "
            "unauthorized, forbidden, not_found, rate_limited, unavailable, contention; with an "
            "Idempotency-Key: replayed, in_progress, key_reused), with the rule an illegal move "
            "breaks",
            ["variant", "outcome", "rule"],
        )
        self.games_created = Counter(
            "referee_games_created_total", "Games created, by variant", ["variant"]
        )
        self.store_errors = Counter(
            "referee_store_errors_total",
            "Store operations that failed (Redis unreachable, timed out or erring)",
        )
        # The bots' work (docs/deployment.md, watch), counted where it is reserved, refused and done (the
        # serving processes, the bots' own); the queue's length as the bots' processes last saw it.
        self.bot_reserved_ms = Counter(
            "referee_bot_work_reserved_ms_total",
            "CPU-milliseconds of bot and hint work reserved by admission (R287)")
        self.bot_spent_ms = Counter(
            "referee_bot_work_spent_ms_total",
            "CPU-milliseconds the bot jobs done really spent")
        self.bot_refused = Counter(
            "referee_bot_admission_refused_total",
            "Requests refused 429 because the bot work they would queue passes a budget (R287)")
        self.bot_queue = Gauge(
            "referee_bot_queue_jobs", "Bot jobs queued and not done, as a bot worker last saw it",
            multiprocess_mode="mostrecent")
        self.open_streams = Gauge(
            "referee_open_streams", "Live event streams open now", multiprocess_mode="livesum"
        )


@functools.cache
def metrics() -> Metrics:
    """This process's metrics."""
    return Metrics()


def store_failed() -> None:
    """Count one failed store operation, once this process's metrics exist (``create_app``
    builds them: never before, see :class:`Metrics`)."""
    if metrics.cache_info().currsize:
        metrics().store_errors.inc()
