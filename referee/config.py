"""Configuration: every setting comes from an environment variable, read and validated here only.

A bad value stops the service at start with a message naming the variable (never at the first
request). docs/configuration.md lists the same variables.
"""

from __future__ import annotations

import base64
import ipaddress
import os
from collections.abc import Mapping
from dataclasses import dataclass, field

#: REDIS_URL's schemes; ``redis+cluster://`` names one node of a Redis Cluster,
#: ``redis+sentinel://`` the sentinels of a monitored master (referee.storage.redis_store).
REDIS_SCHEMES = ("redis://", "rediss://", "unix://", "redis+cluster://", "rediss+cluster://",
                 "redis+sentinel://", "rediss+sentinel://")


class ConfigError(ValueError):
    """A configuration variable holds a value the service cannot use."""


def _int(env: Mapping[str, str], name: str, default: int, lo: int, hi: int) -> int:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number, got {raw!r}") from None
    if not lo <= value <= hi:
        raise ConfigError(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def _float(env: Mapping[str, str], name: str, default: float, lo: float, hi: float) -> float:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number, got {raw!r}") from None
    if not lo <= value <= hi:
        raise ConfigError(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def _choice(env: Mapping[str, str], name: str, default: str, choices: tuple[str, ...]) -> str:
    raw = env.get(name) or default
    if raw not in choices:
        raise ConfigError(f"{name} must be one of {', '.join(choices)}, got {raw!r}")
    return raw


def bind_address(env: Mapping[str, str]) -> str:
    raw = env.get("REFEREE_BIND") or "127.0.0.1:8000"
    host, sep, port = raw.rpartition(":")
    if raw.startswith("unix:"):
        return raw
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"REFEREE_BIND must be HOST:PORT or unix:PATH, got {raw!r}")
    return raw


@dataclass(frozen=True)
class Settings:
    """The service's settings. Build them with :meth:`from_env`."""

    #: Redis connection URL; unset means the in-memory store (one process only, nothing kept).
    redis_url: str | None = None
    #: Seconds a Redis command may take before the request answers 503.
    redis_timeout: float = 2.0
    #: Prefix of every Redis key, so several deployments can share one Redis.
    key_prefix: str = "referee"
    #: Replicas (of each shard) that must hold a change before it is answered, by Redis's
    #: ``WAIT`` (docs/reliability.md); 0: none, the reply does not wait. -1 (``connected``):
    #: as many as are connected at the time, the weaker promise.
    redis_replicas: int = 0
    #: Seconds a change waits for those replicas before it is answered 503 not-yet-replicated.
    redis_replicas_timeout: float = 1.0
    #: Largest request body accepted, in bytes (413 beyond).
    max_body_bytes: int = 65_536
    #: How many times a move that lost a compare-and-set race is applied again to the new state.
    cas_retries: int = 8
    #: Seconds an Idempotency-Key's reply is kept.
    idempotency_ttl: int = 86_400
    #: Seconds clients are told to wait after a 503 (Retry-After).
    retry_after: int = 1
    #: Log level of the service's own logger.
    log_level: str = "INFO"
    #: Address gunicorn listens on.
    bind: str = "127.0.0.1:8000"
    #: gunicorn worker processes; 0 means from the CPU count (2 × cores + 1) with Redis, and 1
    #: with the in-memory store.
    workers: int = 0
    #: Threads per gunicorn worker (gthread).
    threads: int = 32
    #: Seconds a request may take before gunicorn restarts its worker.
    timeout: int = 30
    #: gunicorn worker class.
    worker_class: str = "gthread"
    #: Seconds gunicorn gives requests and live streams to finish after SIGTERM.
    graceful_timeout: int = 20
    #: Directory of prometheus-client's per-process metric files (shared by the workers of one
    #: service instance); gunicorn makes a fresh one when unset.
    metrics_dir: str | None = None
    #: Seconds between heartbeats of an idle live event stream (each also reads the log again).
    stream_heartbeat: float = 15.0
    #: Requests one client address may make without a token, in Flask-Limiter's notation
    #: (``1200/minute``, ``20/second;1000/hour``); ``off``: no limit (referee.http.limits).
    rate_limit_client: str = "1200/minute"
    #: Requests one bearer token may make (every request carrying it), or ``off``.
    rate_limit_token: str = "1200/minute"
    #: Ed25519 private key signing game results (base64 of its 32 bytes); unset: a development
    #: key, made once and kept in the store (docs/tournaments.md). Never shown in a repr.
    signing_key: str | None = field(default=None, repr=False)
    #: Webhook URLs may point at loopback addresses (127.0.0.0/8, ::1): tests, one-host setups.
    webhook_allow_loopback: bool = False
    #: Webhook URLs may point at private, link-local or otherwise non-public addresses.
    webhook_allow_private: bool = False
    #: Seconds the lookup of a webhook or notify host may take at creation and at each try
    #: (beyond, the URL is refused: referee.delivery.outbound).
    webhook_resolve_timeout: float = 2.0
    #: Times a webhook is tried before it is given up (the first try included).
    webhook_attempts: int = 8
    #: Minutes a director may still correct a game after its end (0: final at once; R201).
    correction_minutes: int = 30
    #: Seconds before a webhook's first retry; each next waits twice as long (at most an hour).
    webhook_backoff: float = 5.0
    #: Seconds a webhook receiver has to answer one try.
    webhook_timeout: float = 10.0
    #: Largest body of a batch creation or a record to verify, in bytes (413 beyond).
    max_record_bytes: int = 4 * 1024 * 1024
    #: Seconds a finished game (view, record, signed result) is kept after its last move;
    #: 0: for ever (referee.core.lifecycle).
    finished_ttl: int = 30 * 86_400
    #: Seconds an unfinished game is kept after its last move (or seat change); 0: for ever.
    abandoned_ttl: int = 30 * 86_400
    #: API keys required to create games (and batches, rematches), as ``label:sha256-hex``
    #: digests; none: anyone may create (referee.http.access). Never shown in a repr.
    api_keys: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    #: Requests one API key may make (every request carrying it), or ``off``.
    rate_limit_api_key: str = "1200/minute"
    #: How long a computer player thinks per move, in milliseconds (docs/bots.md); 0: no time
    #: limit, only the iteration cap (a seeded game with bots then replays identically).
    bot_budget_ms: int = 100
    #: The most search iterations a computer player (and a hint) makes per move; 0: each
    #: game's own cap (its bots module's ``iterations``, docs/bots.md).
    bot_iterations: int = 0
    #: CPU-milliseconds of bot and hint work one bearer token's requests may take, and hold
    #: queued, a minute (referee.http.shares, R287): a twelfth of the default bot tier's one
    #: core (docs/deployment.md, sizing); 0: not counted.
    cpu_budget_token: int = 5_000
    #: CPU-milliseconds of bot and hint work one client address's requests may take a minute,
    #: whatever their tokens: a sixth of the default bot tier's core; 0: not counted.
    cpu_budget_client: int = 10_000
    #: Who plays the computer players' moves, queued as jobs (referee.bot_workers):
    #: ``processes``, bot processes of their own at a lower priority than the serving ones,
    #: started and stopped with gunicorn (the default with Redis: people first, docs/deployment.md);
    #: ``inline``, a pool of threads in each serving process (the default, and the only way,
    #: without Redis: one process, in memory); ``external``, only ``referee worker`` processes
    #: started apart (Redis needed).
    bot_workers: str = "inline"
    #: Threads of the in-process pool (``inline``), of each bot process and ``referee worker``.
    bot_threads: int = 1
    #: Bot processes gunicorn starts (``processes``); 0: one per core (at their low priority
    #: they take only the CPU the requests leave, so every idle core plays bots).
    bot_processes: int = 0
    #: How much lower the bot processes' priority is than the serving ones' (``nice``, 0-19):
    #: the batch lane's (games of bots alone).
    bot_nice: int = 19
    #: Bot processes gunicorn starts for the interactive lane (``processes``: bot moves a person
    #: waits for), and how much lower their priority is (docs/deployment.md measures it).
    bot_processes_interactive: int = 1
    bot_nice_interactive: int = 0
    #: The lanes this process's bot workers take jobs from, in order (referee.storage.jobs):
    #: both by default; a bot process gunicorn starts is given its own.
    bot_lanes: tuple[str, ...] = ("interactive", "batch")
    #: Seconds a job taken and not finished (its worker died) waits before another worker
    #: takes it over (Redis, XAUTOCLAIM: R282).
    bot_claim_seconds: float = 10.0
    #: Seconds a computer player may be awaited before a read about its game plays it itself
    #: (its job lost or late, its payer's budget spent: R284); longer than the claim timeout.
    bot_stall_seconds: float = 30.0
    #: Origins whose web pages may call the API (CORS); ``*``: any (not with credentials).
    cors_origins: tuple[str, ...] = ()
    #: Let browsers send credentials (cookies, TLS client certificates) cross-origin.
    cors_credentials: bool = False
    #: Proxies in front of the service that append to X-Forwarded-For; the client's address is
    #: the entry this many from the right (referee.http.proxies). 0: none, the field is ignored.
    proxy_hops: int = 0
    #: The networks the trusted proxies connect from (CIDRs); a request from elsewhere has its
    #: X-Forwarded-For ignored. None: any peer (with proxy_hops set).
    proxy_networks: tuple[str, ...] = ()

    def worker_count(self, cpus: int) -> int:
        """How many gunicorn workers to run on ``cpus`` cores."""
        if self.workers:
            return self.workers
        return 2 * cpus + 1 if self.redis_url else 1

    def bot_process_count(self, cpus: int) -> int:
        """How many bot processes gunicorn starts on ``cpus`` cores (``processes``)."""
        return self.bot_processes or cpus

    def check_workers(self, workers: int) -> None:
        """Refuse several workers on the in-memory store: each would hold its own games.

        Raises:
            ConfigError: saying what to do instead.
        """
        if workers > 1 and not self.redis_url:
            raise ConfigError(
                f"{workers} worker processes were asked for, but REDIS_URL is not set: the "
                "in-memory store lives in one process, so each worker would hold different "
                "games. Set REDIS_URL, or run a single worker (REFEREE_WORKERS=1)."
            )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Settings from ``env`` (default: ``os.environ``).

        Raises:
            ConfigError: naming the variable and the value that cannot be used.
        """
        env = os.environ if env is None else env
        redis_url = env.get("REDIS_URL") or None
        if redis_url and not redis_url.startswith(REDIS_SCHEMES):
            raise ConfigError(
                f"REDIS_URL must start with {', '.join(REDIS_SCHEMES)}, got {redis_url!r}"
            )
        if redis_url and "+sentinel://" in redis_url:
            _check_sentinels(redis_url)
        prefix = env.get("REFEREE_KEY_PREFIX") or "referee"
        if not prefix.replace("-", "").replace("_", "").replace(".", "").isalnum():
            raise ConfigError(
                f"REFEREE_KEY_PREFIX may hold letters, digits, '-', '_' and '.', got {prefix!r}"
            )
        return cls(
            redis_url=redis_url,
            redis_timeout=_float(env, "REFEREE_REDIS_TIMEOUT", 2.0, 0.05, 60.0),
            key_prefix=prefix,
            **_replicas(env, redis_url),
            max_body_bytes=_int(env, "REFEREE_MAX_BODY_BYTES", 65_536, 1_024, 16 * 1024 * 1024),
            cas_retries=_int(env, "REFEREE_CAS_RETRIES", 8, 1, 100),
            retry_after=_int(env, "REFEREE_RETRY_AFTER", 1, 1, 3600),
            idempotency_ttl=_int(env, "REFEREE_IDEMPOTENCY_TTL", 86_400, 60, 30 * 86_400),
            log_level=_choice(
                env, "REFEREE_LOG_LEVEL", "INFO", ("DEBUG", "INFO", "WARNING", "ERROR")
            ),
            bind=bind_address(env),
            workers=_int(env, "REFEREE_WORKERS", 0, 0, 256),
            threads=_int(env, "REFEREE_THREADS", 32, 1, 256),
            timeout=_int(env, "REFEREE_TIMEOUT", 30, 1, 3600),
            worker_class=_choice(
                env, "REFEREE_WORKER_CLASS", "gthread", ("gthread", "sync", "gevent")
            ),
            graceful_timeout=_int(env, "REFEREE_GRACEFUL_TIMEOUT", 20, 1, 3600),
            metrics_dir=_metrics_dir(env),
            stream_heartbeat=_float(env, "REFEREE_STREAM_HEARTBEAT", 15.0, 0.01, 300.0),
            rate_limit_client=_rate(env, "REFEREE_RATE_LIMIT_CLIENT", "1200/minute"),
            rate_limit_token=_rate(env, "REFEREE_RATE_LIMIT_TOKEN", "1200/minute"),
            signing_key=_signing_key(env),
            webhook_allow_loopback=_flag(env, "REFEREE_WEBHOOK_ALLOW_LOOPBACK"),
            webhook_allow_private=_flag(env, "REFEREE_WEBHOOK_ALLOW_PRIVATE"),
            webhook_resolve_timeout=_float(env, "REFEREE_WEBHOOK_RESOLVE_TIMEOUT", 2.0, 0.05, 30.0),
            webhook_attempts=_int(env, "REFEREE_WEBHOOK_ATTEMPTS", 8, 1, 50),
            correction_minutes=_int(env, "REFEREE_CORRECTION_MINUTES", 30, 0, 1440),
            webhook_backoff=_float(env, "REFEREE_WEBHOOK_BACKOFF", 5.0, 0.001, 3600.0),
            webhook_timeout=_float(env, "REFEREE_WEBHOOK_TIMEOUT", 10.0, 0.1, 120.0),
            max_record_bytes=_int(
                env, "REFEREE_MAX_RECORD_BYTES", 4 * 1024 * 1024, 1_024, 256 * 1024 * 1024
            ),
            finished_ttl=_int(env, "REFEREE_FINISHED_TTL", 30 * 86_400, 0, 10 * 365 * 86_400),
            abandoned_ttl=_int(env, "REFEREE_ABANDONED_TTL", 30 * 86_400, 0, 10 * 365 * 86_400),
            api_keys=_api_keys(env),
            rate_limit_api_key=_rate(env, "REFEREE_RATE_LIMIT_API_KEY", "1200/minute"),
            bot_budget_ms=_int(env, "REFEREE_BOT_BUDGET_MS", 100, 0, 10_000),
            bot_iterations=_int(env, "REFEREE_BOT_ITERATIONS", 0, 0, 1_000_000),
            cpu_budget_token=_int(env, "REFEREE_CPU_BUDGET_TOKEN", 5_000, 0, 100_000_000),
            cpu_budget_client=_int(env, "REFEREE_CPU_BUDGET_CLIENT", 10_000, 0, 100_000_000),
            **_bot_workers(env, redis_url),
            **_cors(env),
            **_proxies(env),
        )


def _check_sentinels(url: str) -> None:
    """A ``redis+sentinel://`` URL names its sentinels (host:port, comma separated) and its
    master (referee.storage.redis_store.sentinel_master reads it)."""
    rest = url.partition("://")[2]
    hosts, _, path = rest.rpartition("@")[2].partition("/")
    master = path.partition("?")[0].partition("/")[0]
    ports_ok = all(not port or port.isdigit() for port in
                   (h.rpartition(":")[2] if ":" in h else "" for h in hosts.split(",")))
    if not hosts or not master or not ports_ok:
        # The URL may hold a password: never echo it.
        raise ConfigError("REDIS_URL of a Sentinel group is redis+sentinel://[user:password@]"
                          "host:26379[,host2:26379...]/<master name>[/<db>]")


def _replicas(env: Mapping[str, str], redis_url: str | None) -> dict[str, object]:
    raw = (env.get("REFEREE_REDIS_REPLICAS") or "0").strip()
    if raw == "connected":
        replicas = -1
    elif not raw.isdigit() or int(raw) > 16:
        raise ConfigError(
            f"REFEREE_REDIS_REPLICAS must be a number of replicas (0 to 16) or connected, "
            f"got {raw!r}")
    else:
        replicas = int(raw)
    if replicas and not redis_url:
        raise ConfigError(
            "REFEREE_REDIS_REPLICAS needs REDIS_URL: the in-memory store has no replicas")
    timeout = _float(env, "REFEREE_REDIS_REPLICAS_TIMEOUT", 1.0, 0.01, 60.0)
    return {"redis_replicas": replicas, "redis_replicas_timeout": timeout}


def _bot_workers(env: Mapping[str, str], redis_url: str | None) -> dict[str, object]:
    workers = _choice(env, "REFEREE_BOT_WORKERS", "processes" if redis_url else "inline",
                      ("processes", "inline", "external"))
    if workers in ("external", "processes") and not redis_url:
        raise ConfigError(
            f"REFEREE_BOT_WORKERS={workers} needs REDIS_URL: bot processes take the bots' "
            "jobs from Redis (without it, the serving process plays them: inline)")
    claim = _float(env, "REFEREE_BOT_CLAIM_SECONDS", 10.0, 0.1, 3600.0)
    stall = _float(env, "REFEREE_BOT_STALL_SECONDS", 30.0, 0.1, 86_400.0)
    if stall <= claim:
        raise ConfigError(
            f"REFEREE_BOT_STALL_SECONDS ({stall:g}) must be longer than REFEREE_BOT_CLAIM_SECONDS "
            f"({claim:g}): a read would play a bot whose job another worker is about to take")
    return {"bot_workers": workers, "bot_threads": _int(env, "REFEREE_BOT_THREADS", 1, 1, 64),
            "bot_processes": _int(env, "REFEREE_BOT_PROCESSES", 0, 0, 64),
            "bot_nice": _int(env, "REFEREE_BOT_NICE", 19, 0, 19),
            "bot_processes_interactive": _int(env, "REFEREE_BOT_PROCESSES_INTERACTIVE", 1, 0,
                                              64),
            "bot_nice_interactive": _int(env, "REFEREE_BOT_NICE_INTERACTIVE", 0, 0, 19),
            "bot_lanes": _lanes(env),
            "bot_claim_seconds": claim, "bot_stall_seconds": stall}


def _lanes(env: Mapping[str, str]) -> tuple[str, ...]:
    raw = env.get("REFEREE_BOT_LANES", "").strip()
    if not raw:
        return ("interactive", "batch")
    lanes = tuple(lane.strip() for lane in raw.split(",") if lane.strip())
    if not lanes or any(lane not in ("interactive", "batch") for lane in lanes):
        raise ConfigError(f"REFEREE_BOT_LANES={raw!r}: a comma-separated list of "
                          "interactive, batch")
    return lanes


def _metrics_dir(env: Mapping[str, str]) -> str | None:
    raw = env.get("PROMETHEUS_MULTIPROC_DIR") or None
    if raw is not None and not os.path.isabs(raw):
        raise ConfigError(f"PROMETHEUS_MULTIPROC_DIR must be an absolute path, got {raw!r}")
    return raw


def _rate(env: Mapping[str, str], name: str, default: str) -> str:
    raw = (env.get(name) or default).strip()
    if raw == "off":
        return raw
    from limits import parse_many

    try:
        parse_many(raw)
    except ValueError:
        raise ConfigError(
            f"{name} must be a rate such as 1200/minute or 20/second;1000/hour, or off; "
            f"got {raw!r}"
        ) from None
    return raw


def _flag(env: Mapping[str, str], name: str) -> bool:
    raw = (env.get(name) or "0").strip().lower()
    if raw not in ("0", "1", "true", "false"):
        raise ConfigError(f"{name} must be 1, 0, true or false, got {raw!r}")
    return raw in ("1", "true")


def _api_keys(env: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    raw = (env.get("REFEREE_API_KEYS") or "").strip()
    keys: list[tuple[str, str]] = []
    for entry in filter(None, (part.strip() for part in raw.split(","))):
        label, _, digest = entry.partition(":")
        digest = digest.lower()
        valid = (
            label.replace("-", "").replace("_", "").replace(".", "").isalnum()
            and len(label) <= 40
            and len(digest) == 64
            and all(c in "0123456789abcdef" for c in digest)
        )
        if not valid:
            # The entry may be a key pasted by mistake: never echo it.
            raise ConfigError(
                f"REFEREE_API_KEYS entry {len(keys) + 1} must be label:sha256-hex (the label "
                "letters, digits, '-', '_', '.'; the SHA-256 of the key in 64 hex digits)"
            )
        if any(label == known for known, _ in keys):
            raise ConfigError(f"REFEREE_API_KEYS names the label {label!r} twice")
        keys.append((label, digest))
    return tuple(keys)


def _cors(env: Mapping[str, str]) -> dict[str, object]:
    raw = (env.get("REFEREE_CORS_ORIGINS") or "").strip()
    origins = tuple(filter(None, (part.strip().rstrip("/") for part in raw.split(","))))
    credentials = _flag(env, "REFEREE_CORS_CREDENTIALS")
    for origin in origins:
        scheme, sep, host = origin.partition("://")
        if origin != "*" and (scheme not in ("http", "https") or not sep or not host
                              or "/" in host):
            raise ConfigError(
                f"REFEREE_CORS_ORIGINS holds origins such as https://app.example.org (scheme "
                f"and host, no path) or *, got {origin!r}"
            )
    if "*" in origins and credentials:
        # Browsers refuse `Access-Control-Allow-Origin: *` with credentials (Fetch standard);
        # echoing any origin instead would hand every site the user's credentials.
        raise ConfigError("REFEREE_CORS_ORIGINS may not be * with REFEREE_CORS_CREDENTIALS=1")
    return {"cors_origins": origins, "cors_credentials": credentials}


def _proxies(env: Mapping[str, str]) -> dict[str, object]:
    raw = (env.get("REFEREE_PROXY_NETWORKS") or "").strip()
    networks = []
    for entry in filter(None, (part.strip() for part in raw.split(","))):
        try:
            # Strict, as gunicorn's forwarded_allow_ips reads them: 10.0.0.1/8 is a typo.
            networks.append(str(ipaddress.ip_network(entry)))
        except ValueError:
            raise ConfigError(
                "REFEREE_PROXY_NETWORKS holds addresses or networks such as 10.0.0.0/8 or "
                f"fd00::/8 (no host bits set), got {entry!r}"
            ) from None
    # Networks named and no count: the one proxy they hold (a load balancer).
    hops = _int(env, "REFEREE_PROXY_HOPS", 1 if networks else 0, 0, 16)
    if networks and not hops:
        raise ConfigError("REFEREE_PROXY_NETWORKS names proxies, but REFEREE_PROXY_HOPS is 0")
    return {"proxy_hops": hops, "proxy_networks": tuple(networks)}


def _signing_key(env: Mapping[str, str]) -> str | None:
    raw = (env.get("REFEREE_SIGNING_KEY") or "").strip()
    if not raw:
        return None
    try:
        size = len(base64.b64decode(raw, validate=True))
    except ValueError:
        size = -1
    if size != 32:
        # The value is a secret: never echo it.
        raise ConfigError(
            "REFEREE_SIGNING_KEY must be the base64 of a 32-byte Ed25519 private key "
            "(e.g. `openssl rand -base64 32`)"
        )
    return raw
