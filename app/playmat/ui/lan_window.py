"""``playmat host`` and ``playmat join`` without ``--bot``: the seat is played in the game
window, which is all the app shows (the main window isn't needed for a game begun from the
command line)."""

from __future__ import annotations

from playmat.play.client import GameClient
from playmat.ui.app import run_window
from playmat.ui.playmat.game_window import GameWindow


def run_lan_window(client: GameClient, lang: str | None = None) -> int:
    """Show the game in its window, in the language ``lang`` (``--lang``) or the one the main
    window would speak, until the window closes."""
    return run_window(lambda: GameWindow(client), lang)
