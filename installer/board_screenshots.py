"""Write screenshots of the playmat, to look at the board as a player sees it.

    python installer/board_screenshots.py [--out DIR]

It plays real games with the starter decks in a fresh temporary PLAYMAT_HOME (never a player's
own data) and photographs: the setup, a game in the middle with damage and Special Conditions,
a drag with its legal targets lit, a deck search, the screen two players pass between turns,
and the end of a game. Qt runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import sys
from pathlib import Path

from shooting import arguments, in_fresh_home

#: Games searched for a middle position that shows damage and a Special Condition.
SEARCH_SEEDS = range(1, 60)
#: Window sizes of the setup, the middle and the end of a game: a small laptop, the size
#: the table is designed at, and a full HD screen.
SIZES = ((1366, 768), (1600, 1000), (1920, 1080))


def main() -> int:
    args = arguments(__doc__).parse_args()
    return in_fresh_home("playmat-board-shots-", lambda: shoot(args.out))


def shoot(out: Path) -> int:
    # Imported only now, so that PLAYMAT_HOME is set before Playmat reads it.
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from playmat.ai.bots import ComputerBot
    from playmat.decks.library import open_database
    from playmat.decks.store import DeckStore
    from playmat.play.games import SCRIPTS
    from playmat.play.session import GameSession, Seat
    from playmat.rules.actions import AttachEnergy
    from playmat.rules.choices import Choice, Purpose
    from playmat.rules.game import Game
    from playmat.rules.position import card_ids_in
    from playmat.ui.playmat.game_window import GameWindow

    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    database = open_database()
    store = DeckStore(database)
    decks = {
        record.name: [card for card, count in store.entries(record) for _ in range(count)]
        for record in store.list()
    }

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    def new(seed: int, first: str, second: str, seats=(Seat.HUMAN, Seat.COMPUTER)) -> GameSession:
        return GameSession.new((decks[first], decks[second]), (first, second), seats, seed)

    def window_for(session: GameSession, size: tuple[int, int] = (1600, 1000)) -> GameWindow:
        window = GameWindow(session, computer_delay_ms=10**6)
        window.resize(*size)
        window.show()
        settle()
        return window

    def save(window: GameWindow, name: str) -> None:
        settle()
        path = out / name
        window.grab().save(str(path))
        print(path)

    def save_sizes(session: GameSession, name: str) -> None:
        """The same moment of a game in a window of each of the SIZES."""
        for width, height in SIZES:
            window = window_for(session, (width, height))
            save(window, f"{name}-{width}x{height}.png")
            window.close()

    def play(session: GameSession, until, bot: ComputerBot, limit: int = 3000) -> bool:
        """Both seats decide like the computer until ``until(session)``; False if never."""
        for _ in range(limit):
            if until(session):
                return True
            if session.game.over:
                return False
            player = session.game.decider
            if session.computer_to_move():
                session.play_computer_move()
            else:
                session.submit(bot.choose(session.game, player), player)
        return False

    # 1. Setup: the human went second and places the Active while the computer's lie face down.
    session = next(
        s
        for seed in SEARCH_SEEDS
        if (s := new(seed, "Forest Shadow", "Roaring Heat")).game.decider == 0
    )
    session.submit(session.game.legal_actions(0)[1], 0)  # "Go second"
    play(session, lambda s: s.game.decider == 0, ComputerBot(seed=2))
    save_sizes(session, "playmat-setup")

    # 2. The middle of a game: damage on both Active Pokémon and a Special Condition.
    def busy(s: GameSession) -> bool:
        game = s.game
        if (
            game.decider != 0
            or isinstance(game.pending, Choice)
            or game.state.phase.value != "turn"
        ):
            return False
        actives = [p.active for p in game.state.players]
        if any(a is None for a in actives) or not all(a.damage for a in actives):
            return False
        mine = game.state.players[0]
        has_energy = any(game.state.card(u).is_energy for u in mine.hand)
        return has_energy and any(a.conditions for a in actives) and len(mine.bench) >= 2

    for seed in SEARCH_SEEDS:
        for first, second in (("Bright Tide", "Roaring Heat"), ("Roaring Heat", "Forest Shadow")):
            session = new(seed, first, second)
            if play(session, busy, ComputerBot(seed=seed)):
                break
        else:
            continue
        break
    else:
        print("no game in the searched seeds showed damage and a condition", file=sys.stderr)
        return 1
    save_sizes(session, "playmat-mid-game")
    window = window_for(session)

    # 3. A drag in progress: the Energy card over the table, its legal targets lit.
    attach = next(a for a in session.game.legal_actions(0) if isinstance(a, AttachEnergy))
    item = window.scene.cards[("hand", attach.card)]
    viewport = window.view.viewport()
    start = window.view.mapFromScene(item.sceneBoundingRect().center())
    end = window.view.mapFromScene(window.scene.layout.stadium.center() + QPointF(200, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (step / 5))
    save(window, "playmat-drag.png")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    window.close()

    # 3b. Special Conditions up close, from a written position: Burned and Poisoned are markers,
    # Asleep turns the card.
    position = {
        "turn": 5,
        "current": 1,
        "first_player": 1,
        "player1": {
            "active": {
                "card": "sm1-25",
                "energy": ["sm1-165 x2", "sm1-169"],
                "damage": 40,
                "conditions": ["Burned", "Poisoned"],
            },
            "bench": [{"card": "sm1-24", "damage": 20}, {"card": "sm1-23"}],
            "hand": ["sm1-165", "sm1-26", "sm1-127", "sm1-120"],
            "deck": ["sm1-165 x20"],
            "prizes": ["sm1-165 x4"],
            "discard": ["sm1-135", "sm1-165"],
        },
        "player2": {
            "active": {
                "card": "sm1-40",
                "energy": ["sm1-166 x2"],
                "damage": 30,
                "conditions": ["Asleep"],
            },
            "bench": [{"card": "sm1-28"}, {"card": "sm1-33", "energy": ["sm1-166"]}],
            "hand": ["sm1-166 x5"],
            "deck": ["sm1-166 x20"],
            "prizes": ["sm1-166 x3"],
        },
    }
    cards = store.cards.get_many(card_ids_in(position))
    positioned = Game.from_position(position, cards, seed=1, scripts=SCRIPTS)
    session = GameSession(positioned, (Seat.HUMAN, Seat.COMPUTER), ("Roaring Heat", "Bright Tide"))
    window = window_for(session)
    save(window, "playmat-conditions.png")
    window.close()

    # 4. A deck search: the whole deck shown, only what the card may take can be chosen.
    def searching(s: GameSession) -> bool:
        pending = s.game.pending
        searching = isinstance(pending, Choice) and pending.purpose is Purpose.SEARCH
        return searching and s.game.decider == 0

    for seed in SEARCH_SEEDS:
        session = new(seed, "Forest Shadow", "Bright Tide")
        if play(session, searching, ComputerBot(seed=seed)):
            break
    window = window_for(session)
    save(window, "playmat-search.png")
    dialog = window.choice_dialog
    if dialog is None:
        print("the deck search did not open its dialog", file=sys.stderr)
        return 1
    settle()
    dialog.grab().save(str(out / "playmat-search-dialog.png"))
    print(out / "playmat-search-dialog.png")
    window.close()

    # 5. Two players on one screen: the board hidden while it changes hands.
    session = new(4, "Bright Tide", "Forest Shadow", seats=(Seat.HUMAN, Seat.HUMAN))
    window = window_for(session)
    save(window, "playmat-pass-screen.png")
    window.close()

    # 6. The end of a game, with the winner on the table and a rematch.
    session = new(3, "Forest Shadow", "Roaring Heat")
    play(session, lambda s: s.game.over, ComputerBot(seed=11))
    save_sizes(session, "playmat-end")
    database.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
