"""print."""
