"""Write screenshots of Playmat's windows in each of its languages, to look at them: nothing cut
off, no empty boxes where a character has no glyph, no English left.

    python installer/language_screenshots.py [--languages ja zh-TW ko pseudo] [--pool PATH]
        [--out DIR]

For each language: the main window, the Card database, the deck builder (a starter deck and a
deck that breaks the rules), Preferences, New game, a game in the middle, the proxy and the
registration sheet previews, a proxy page of the PDF Playmat writes, rasterized, and a LAN game
over loopback (Host a game waiting, Join a game listing it, both tables in the middle). It works
in a fresh temporary PLAYMAT_HOME with the card pool imported there (never a player's own data).
Qt runs offscreen unless QT_QPA_PLATFORM says otherwise; "en" shoots the English windows.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shooting import arguments, in_fresh_home

#: A 60-card deck that breaks the Standard rules: five of a card, an old printing.
ILLEGAL_DECK = (("sm1-9", 4), ("sm1-10", 5), ("base1-4", 1), ("sm1-164", 50))


def main() -> int:
    parser = arguments(__doc__, pool=True)
    parser.add_argument("--languages", nargs="+", default=["ja", "zh-TW", "ko", "pseudo"])
    args = parser.parse_args()
    return in_fresh_home(
        "playmat-language-shots-", lambda: shoot(args.languages, args.pool, args.out)
    )


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
    _shoot_lan(main_window, save, settle)


#: LAN play over loopback only: the screenshots reach no other computer.
LOOPBACK = "127.0.0.1"
#: Decisions made in the LAN game before its tables are shot.
LAN_DECISIONS = 40


def _shoot_lan(main_window: Any, save: Callable[..., None], settle: Callable[[], None]) -> None:
    """Host a game and join it from the same main window, over loopback, then play both seats
    with the computer's choices until the middle of the game."""
    import socket
    import time

    from playmat.ai.bots import ComputerBot
    from playmat.net.discovery import PORT_VARIABLE
    from playmat.net.guest import RemoteGame
    from playmat.net.guest_bots import ComputerGuestBot
    from playmat.net.hosted import HostedGame

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((LOOPBACK, 0))
        os.environ[PORT_VARIABLE] = str(probe.getsockname()[1])

    def wait(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
        deadline = time.monotonic() + seconds
        while not condition() and time.monotonic() < deadline:
            settle()
            time.sleep(0.02)
        return condition()

    play = main_window.play
    play.lan_address = LOOPBACK
    hosting = play.host_game()
    hosting.deck.setCurrentIndex(hosting.deck.findText("Roaring Heat"))
    hosting.host_game()
    save(hosting, "lan-host")
    joining = play.join_game()
    if not wait(lambda: joining.games.count() > 0):
        print("the Join dialog heard no game on loopback", file=sys.stderr)
    joining.games.setCurrentRow(0)
    joining.code.setText(hosting.code.text())
    joining.deck.setCurrentIndex(joining.deck.findText("Bright Tide"))
    save(joining, "lan-join")
    opened_before = len(play.windows)
    joining.join()
    if not wait(lambda: len(play.windows) >= opened_before + 2, 20.0):
        print("the LAN game did not open on both sides", file=sys.stderr)
        return
    tables = {window.controller.viewer: window for window in play.windows[-2:]}
    host_bot = ComputerBot(seed=3)
    for _ in range(LAN_DECISIONS):
        hosted = tables[0].controller.client
        assert isinstance(hosted, HostedGame)
        seat = hosted.observe(0).awaiting
        if seat is None or hosted.over:
            break
        step = len(hosted.session.game.decisions)
        if seat == 0:
            hosted.submit(host_bot.choose(hosted.session.game, 0), 0)
        else:
            guest = tables[1].controller.client
            assert isinstance(guest, RemoteGame) and guest.record is not None
            wait(lambda g=guest: g.observe(1).awaiting == 1 and bool(g.legal_actions(1)))
            stand_in = ComputerGuestBot(guest.cards, guest.library)
            observation = guest.observe(1)
            rules = guest.record.sealed.rules
            guest.submit(stand_in.decide(observation, guest.legal_actions(1), rules), 1)
        wait(lambda h=hosted, s=step: len(h.session.game.decisions) > s)
        wait(lambda h=hosted: tables[1].controller.observation == h.observe(1))
    for seat, name in ((0, "lan-host-table"), (1, "lan-guest-table")):
        tables[seat].resize(1600, 1000)
        save(tables[seat], name)
    for window in tables.values():
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
