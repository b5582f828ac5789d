"""`python -m bot.healthcheck`: exit 0 when the bot on this machine says it is ready, else 1.

For container health checks (the Dockerfile's HEALTHCHECK): asks the operator endpoint that
METRICS_PORT turns on. Without METRICS_PORT there is nothing to ask, which is an error too.
"""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request


def main() -> int:
    port = os.environ.get("METRICS_PORT", "").strip()
    if not port.isdigit() or port == "0":
        print("METRICS_PORT is not set to a fixed port: no health endpoint to ask", file=sys.stderr)
        return 1
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as response:
            print(response.read().decode())
            return 0
    except urllib.error.HTTPError as exc:  # 503: up but not ready
        print(exc.read().decode(), file=sys.stderr)
    except OSError as exc:
        print(f"no answer from the health endpoint: {exc}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
