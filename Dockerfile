# Referee: the service under gunicorn (referee/gunicorn_conf.py), as a non-root user.
# Build: docker build -t referee .
# Run:   docker run -p 8000:8000 -e REDIS_URL=redis://:PASSWORD@redis:6379/0 -e REFEREE_SIGNING_KEY=… referee
#        (referee keygen writes both secrets; docker-compose.yml and docs/deployment.md use them)
# tests/ops/test_docker.py lints this file with hadolint and runs its build steps in a fresh venv.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml constraints.txt README.md ./
COPY referee ./referee
COPY schemas ./schemas
COPY variants ./variants
# Every package at the version pinned in constraints.txt; nothing but site-packages and bin/.
RUN pip install --no-cache-dir --disable-pip-version-check --prefix=/install -c constraints.txt .

FROM python:3.11-slim
# A fixed numeric user, so an orchestrator can check it is not root (runAsNonRoot).
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin referee
COPY --from=build /install /usr/local
WORKDIR /app
ENV REFEREE_BIND=0.0.0.0:8000 \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1
USER 10001
EXPOSE 8000
# gunicorn stops gracefully on SIGTERM (REFEREE_GRACEFUL_TIMEOUT): give the container longer,
# e.g. docker stop --time 30 (docker-compose.yml sets stop_grace_period).
STOPSIGNAL SIGTERM
# GET /healthz where the service listens: REFEREE_BIND, so a changed bind stays healthy.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-m", "referee.healthcheck"]
CMD ["gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"]
