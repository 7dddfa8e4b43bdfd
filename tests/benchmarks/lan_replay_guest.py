"""The guest of the LAN benchmark, as a process of its own (so its work isn't counted as the
host's): it joins and makes the guest's recorded decisions as the host asks for them.

``python lan_replay_guest.py PORT CODE DECK SEED DECISIONS.json``"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence

from playmat.decks.library import open_database
from playmat.decks.store import DeckStore
from playmat.net.guest import JoinDeck, RemoteGame, nonce_for
from playmat.net.handshake import Versions
from playmat.net.headless import play_to_the_end
from playmat.rules.actions import Action
from playmat.rules.observation import Observation
from playmat.rules.ruleset import RuleSet
from playmat.rules.wire import decode_action

#: A moment's thought before each decision, as a person takes: the host's table draws the
#: last decision before it hears of the next.
THINK_SECONDS = 0.03


class Recorded:
    """Decides what the recorded game decided at each step, after a moment's thought."""

    def __init__(self, decisions: dict[int, Action], game: list[RemoteGame]) -> None:
        self.decisions = decisions
        self.game = game

    def decide(self, observation: Observation, legal: Sequence[Action], rules: RuleSet) -> Action:
        update = self.game[0]._update
        assert update is not None
        time.sleep(THINK_SECONDS)
        return self.decisions[update.step]


def main(port: str, code: str, deck_name: str, seed: str, path: str) -> int:
    store = DeckStore(open_database())
    cards = store.cards
    record = store.find(deck_name)
    assert record is not None
    deck = [card for card, count in store.entries(record) for _ in range(count)]
    with open(path, encoding="utf-8") as stream:
        recorded = {int(k): decode_action(v) for k, v in json.load(stream).items()}
    holder: list[RemoteGame] = []
    game = RemoteGame(
        "127.0.0.1",
        int(port),
        code,
        cards,
        cards,
        Versions.here(cards),
        bot=Recorded(recorded, holder),
    )
    holder.append(game)
    game.join(JoinDeck(deck_name, deck), nonce_for(int(seed)))
    play_to_the_end(game, game.settled)
    game.leave()
    return 0 if game.audit_result is not None and game.audit_result.passed else 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
