# The Heckmeck bot. Build: docker build -t heckmeck-bot .
# Run:   docker run -e DISCORD_TOKEN=... -v heckmeck-data:/data heckmeck-bot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/heckmeck.sqlite3 \
    METRICS_PORT=8000

# DejaVu: the end-of-game card's font (with the accents of German and Spanish)
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 heckmeck \
    && mkdir /data && chown heckmeck:heckmeck /data

WORKDIR /app
# The pinned dependencies first: this layer is rebuilt only when the lock changes.
COPY requirements.lock ./
RUN pip install --require-hashes -r requirements.lock
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-deps .

USER heckmeck
VOLUME ["/data"]
EXPOSE 8000
# Ready = gateway connected and database answering (GET /healthz on METRICS_PORT).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot.healthcheck"]
CMD ["python", "-m", "bot"]
