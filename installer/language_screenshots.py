"""Write screenshots of Playmat's windows in each of its languages, to look at them: nothing cut
off, no empty boxes where a character has no glyph, no English left.

    python installer/language_screenshots.py [--languages ja zh-TW ko pseudo] [--pool PATH]
        [--out DIR]

For each language: the main window, the Card database, the deck builder (a starter deck and a
deck that breaks the rules), Preferences, New game, a game in the middle, the proxy and the
registration sheet previews, and a proxy page of the PDF Playmat writes, rasterized. It works in
a fresh temporary PLAYMAT_HOME with the card pool imported there (never a player's own data).
Qt runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_POOL = ROOT.parent / "shared" / "carddata" / "pokemon-tcg-data"
#: A 60-card deck that breaks the Standard rules: five of a card, an old printing.
ILLEGAL_DECK = (("sm1-9", 4), ("sm1-10", 5), ("base1-4", 1), ("sm1-164", 50))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--languages", nargs="+", default=["ja", "zh-TW", "ko", "pseudo"])
    parser.add_argument("--pool", type=Path, default=DEFAULT_POOL, help="pokemon-tcg-data folder")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots", help="where PNGs go")
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="playmat-language-shots-") as home:
        os.environ["PLAYMAT_HOME"] = home
        return shoot(args.languages, args.pool, args.out)


def shoot(languages: list[str], pool: Path, out: Path) -> int:
    # Imported only now, so that PLAYMAT_HOME is set before Playmat reads it.
    from PySide6.QtWidgets import QWidget

    from playmat.db.card_store import CardStore
    from playmat.db.importer import import_pool
    from playmat.decks.legality import store_legality
    from playmat.decks.library import open_database
    from playmat.ui.app import application
    from playmat.ui.language import install_language
    from playmat.ui.main_window import MainWindow

    app = application([])
    out.mkdir(parents=True, exist_ok=True)
    database = open_database()
    if pool.is_dir():
        import_pool(database, pool)
        store_legality(database)
    store = CardStore(database)

    def settle() -> None:
        for _ in range(10):
            app.processEvents()

    for language in languages:
        install_language(app, language)

        def save(widget: QWidget, name: str, language: str = language) -> None:
            settle()
            path = out / f"lang-{language}-{name}.png"
            widget.grab().save(str(path))
            print(path)

        main_window = MainWindow(store)
        main_window.show()
        save(main_window, "main-window")
        _shoot_windows(main_window, save, settle)
        main_window.close()
        main_window.deleteLater()
        settle()
    return 0


def _shoot_windows(main_window: Any, save: Callable[..., None], settle: Callable[[], None]) -> None:
    from playmat.ui.print_dialogs import DeckListPrintDialog, ProxyPrintDialog

    preferences = main_window.show_preferences()
    save(preferences, "preferences")
    preferences.close()

    database = main_window.open_card_database()
    database.resize(1366, 768)
    database.search_bar.search_edit.setText("incineroar")
    database.search_bar.emit_query()
    database.select_row(0)
    save(database, "card-database")
    database.close()

    builder = main_window.open_deck_builder()
    builder.resize(1480, 900)
    store = builder.store
    forest = store.find("Forest Shadow")
    if forest is not None:
        builder.editor.open(forest.id)
        builder.deck_view.select_card("sm1-9")
        save(builder, "deck-builder")
    known = store.cards.get_many(card_id for card_id, _ in ILLEGAL_DECK)
    if len(known) == len(ILLEGAL_DECK):
        builder.editor.create(None, "standard", list(ILLEGAL_DECK))
        builder.deck_view.select_card("base1-4")
        save(builder, "deck-builder-illegal")
    if forest is not None:
        entries = store.entries(forest)
        proxies = ProxyPrintDialog(forest.name, entries, parent=builder)
        proxies.show()
        save(proxies, "print-proxies")
        proxies.close()
        sheet = DeckListPrintDialog(forest.name, entries, parent=builder)
        sheet.player_name.setText("Satoshi")
        sheet.player_id.setText("1234567")
        sheet.refresh()
        sheet.show()
        save(sheet, "print-registration")
        sheet.close()
    builder.close()

    dialog = main_window.play.new_game()
    save(dialog, "new-game")
    dialog.close()
    window = _game_in_the_middle(main_window, settle)
    if window is not None:
        save(window, "game")
        window.close()


def _game_in_the_middle(main_window: Any, settle: Callable[[], None]) -> Any:
    """A game against the computer, played by the computer for both seats until the player
    decides with damage on both Active Pokémon."""
    from playmat.ai.bots import ComputerBot
    from playmat.decks.store import DeckStore
    from playmat.play.session import GameSession, Seat
    from playmat.rules.choices import Choice
    from playmat.ui.playmat.game_window import GameWindow

    decks = DeckStore(main_window.store.database)
    cards = {
        record.name: [card for card, count in decks.entries(record) for _ in range(count)]
        for record in decks.list()
    }
    first, second = "Bright Tide", "Roaring Heat"
    for seed in range(1, 40):
        session = GameSession.new(
            (cards[first], cards[second]), (first, second), (Seat.HUMAN, Seat.COMPUTER), seed
        )
        bot = ComputerBot(seed=seed)
        for _ in range(3000):
            game = session.game
            if game.over:
                break
            actives = [side.active for side in game.state.players]
            if (
                game.decider == 0
                and not isinstance(game.pending, Choice)
                and all(a is not None and a.damage for a in actives)
            ):
                window = GameWindow(session, computer_delay_ms=10**6)
                window.resize(1600, 1000)
                window.show()
                settle()
                return window
            if session.computer_to_move():
                session.play_computer_move()
            else:
                session.submit(bot.choose(game, game.decider), game.decider)
    print("no game of the seeds tried reached damage on both sides", file=sys.stderr)
    return None


if __name__ == "__main__":
    sys.exit(main())
