## Il database non può scrivere in questo momento.

storage-unavailable = Il bot non può salvare in questo momento, quindi non è cambiato nulla. Riprova tra poco.
