"""Playing a seat of a LAN game without a window: the computer decides for it whenever it is
waited for, until nothing more will happen (``settled``)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from playmat.play.client import GameClient

#: How long to wait for news before looking again (the game tells when it changed).
IDLE_SECONDS = 0.5


def play_to_the_end(
    client: GameClient, settled: threading.Event, report: Callable[[], None] | None = None
) -> None:
    """Let the computer make every decision of its seat until ``settled`` is set; ``report``
    is called whenever there may be news to tell (the connection, a refusal)."""
    news = threading.Event()
    client.follow(news.set)
    while not settled.is_set():
        if report is not None:
            report()
        if client.computer_to_move():
            client.play_computer_move()
            continue
        news.wait(IDLE_SECONDS)
        news.clear()
