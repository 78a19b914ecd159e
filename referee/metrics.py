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
