# Referee: the service under gunicorn, as a non-root user.
# Build: docker build -t referee .    Run: docker run -p 8000:8000 -e REDIS_URL=redis://redis:6379/0 referee
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml constraints.txt README.md ./
COPY referee ./referee
COPY schemas ./schemas
COPY variants ./variants
RUN pip install --no-cache-dir --prefix=/install -c constraints.txt .

FROM python:3.11-slim
RUN useradd --system --uid 10001 --no-create-home referee
COPY --from=build /install /usr/local
WORKDIR /app
ENV REFEREE_BIND=0.0.0.0:8000 \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1
USER referee
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2).status == 200 else 1)"]
CMD ["gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"]
