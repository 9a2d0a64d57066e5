"""tdesk: a desktop tournament manager for live card-game events."""

__version__ = "0.1.0"
