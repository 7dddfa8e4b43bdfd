"""Errors whose message is written for the player: what went wrong, where, and what to do."""


class PlaymatError(Exception):
    """Base of all errors Playmat reports to a person instead of crashing."""
