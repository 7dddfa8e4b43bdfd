"""The guest of the latency benchmark, a process of its own with its game window: it joins,
plays its seat through the window's controller, and notes (on the system's monotonic clock,
the same in every process) when it sent each decision and when its table first showed each
step. ``python lan_table_process.py PORT CODE DECK OUT.json``"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtWidgets import QApplication

from playmat.decks.library import open_database
from playmat.decks.store import DeckStore
from playmat.net.guest import JoinDeck, RemoteGame, nonce_for
from playmat.net.guest_bots import ComputerGuestBot
from playmat.net.handshake import Versions
from playmat.ui.playmat.game_window import GameWindow


def main(port: str, code: str, deck_name: str, out: str) -> int:
    app = QApplication([])
    store = DeckStore(open_database())
    cards = store.cards
    record = store.find(deck_name)
    assert record is not None
    deck = [card for card, count in store.entries(record) for _ in range(count)]
    game = RemoteGame("127.0.0.1", int(port), code, cards, cards, Versions.here(cards))
    game.join(JoinDeck(deck_name, deck), nonce_for(1))
    window = GameWindow(game)
    window.show()
    sent: dict[int, float] = {}
    drawn: dict[int, float] = {}
    controller = window.controller

    def seen() -> None:
        if controller.observation == game.observe(1):
            drawn.setdefault(game.step, time.monotonic())

    controller.changed.connect(seen)
    seen()
    bot = ComputerGuestBot(cards, cards)
    assert game.record is not None
    while not game.settled.is_set():
        app.processEvents()
        observation = controller.observation
        if (
            observation.awaiting == 1
            and observation.winner is None
            and not game.waiting_for_host
            and observation == game.observe(1)
        ):
            action = bot.decide(observation, game.legal_actions(1), game.record.sealed.rules)
            sent[game.step] = time.monotonic()
            controller.act(action)
        time.sleep(0.0005)
    window.close()
    game.leave()
    with open(out, "w", encoding="utf-8") as stream:
        json.dump({"sent": sent, "drawn": drawn}, stream)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
