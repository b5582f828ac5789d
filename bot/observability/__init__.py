"""What an operator sees of a running bot: structured logs, Prometheus metrics, a health check."""
