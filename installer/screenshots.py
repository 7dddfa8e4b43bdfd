"""Write screenshots of Playmat's windows and drawn cards, to look at them (and for the docs).

    python installer/screenshots.py [--pool PATH] [--out DIR]

It always works in a fresh temporary PLAYMAT_HOME, imports the card pool there through the Card
database window (as a user would), and never touches a player's own data. Qt runs offscreen
unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shooting import arguments, in_fresh_home

#: Cards drawn one by one: plain, long text, long name, Trainers, Energy, old and new frames.
SINGLE_CARDS = (
    "sm1-26",  # Incineroar: a Stage 2 with two attacks
    "dp7-96",  # Dusknoir LV.X: a very long Poké-Power
    "swshp-SWSH155",  # Greninja V-UNION: three Abilities, four attacks, two rules
    "sv7-136",  # Grand Tree: a long Stadium that is also ACE SPEC
    "pl2-95",  # the longest card name
    "sm1-122",  # Lillie: a Supporter
    "sm1-165",  # Fire Energy
    "base1-4",  # Charizard from the Base set
    "sm12-156",  # a TAG TEAM with a GX attack
    "xy11-26",  # Volcanion-EX: two types
    "swsh1-186",  # Aurora Energy: a special Energy
    "swshp-SWSH005",  # Meowth VMAX: Colorless
)
#: The window sizes of the deck builder and the card database: a small laptop, full HD.
WINDOW_SIZES = ((1366, 768), (1920, 1080))
#: A sheet of cards at the sizes the deck builder and the playmat will use.
SHEET_CARDS = ("sm1-9", "sm1-24", "sm1-39", "sm1-120", "sm1-135", "sm1-166")


#: A Standard deck half built: a Magnezone line, Pikachu ex, a few Trainers and some Energy.
BUILDING_DECK = (
    ("sv8-58", 4),  # Magnemite
    ("sv8-59", 2),  # Magneton
    ("sv8-60", 2),  # Magnezone
    ("sv8-57", 2),  # Pikachu ex
    ("me1-131", 4),  # Ultra Ball
    ("me1-114", 2),  # Boss's Orders
)
#: A 60-card deck that is wrong in Standard: five Ultra Ball, a Base Set Charizard, rotated Iono.
ILLEGAL_DECK = (
    ("sv8-57", 4),  # Pikachu ex
    ("base1-4", 1),  # Charizard
    ("me1-131", 5),  # Ultra Ball
    ("sv2-185", 4),  # Iono, regulation mark G
)


def shoot_deck_builder(main_window: Any, save: Callable[[Any, str], None]) -> None:
    """The deck builder on a starter deck, on a deck being built, and on an illegal deck."""
    builder = main_window.open_deck_builder()
    builder.resize(1480, 900)
    editor, store = builder.editor, builder.store
    forest = store.find("Forest Shadow")
    if forest is not None:
        editor.open(forest.id)
        builder.deck_view.select_card("sm1-9")  # Rowlet: its odds of opening in hand
        save(builder, "deck-builder-starter-deck")
        for width, height in WINDOW_SIZES:
            builder.resize(width, height)
            save(builder, f"deck-builder-{width}x{height}")
        builder.resize(1480, 900)
    if builder.themes:
        builder.show_theme(builder.themes[0].id)
        save(builder, "deck-builder-theme-deck")
    energy = builder.transfer.resolver.by_name("Lightning Energy")
    known = store.cards.get_many(card_id for card_id, _ in BUILDING_DECK + ILLEGAL_DECK)
    if energy is None or len(known) < len({c for c, _ in BUILDING_DECK + ILLEGAL_DECK}):
        print("screenshots: the card pool lacks the example decks' cards", file=sys.stderr)
        return
    editor.create("Magnezone", "standard", [*BUILDING_DECK, (energy.id, 10)])
    builder.browser.search_bar.search_edit.setText("magne")
    builder.browser.search_bar.emit_query()
    builder.browser.select_card("sv8-60")
    save(builder, "deck-builder-building")
    editor.create("Not quite Standard", "standard", [*ILLEGAL_DECK, (energy.id, 46)])
    builder.deck_view.select_card("base1-4")
    save(builder, "deck-builder-illegal")


def main() -> int:
    args = arguments(__doc__, pool=True).parse_args()
    return in_fresh_home("playmat-screenshots-", lambda: shoot(args.pool, args.out))


def shoot(pool: Path, out: Path) -> int:
    # Imported only now, so that PLAYMAT_HOME is set before Playmat reads it.
    from PySide6.QtCore import QEventLoop, QRectF, QTimer
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    from playmat.decks.library import open_card_store
    from playmat.face.painter import ASPECT, layout_card, paint_card, render_card
    from playmat.ui.app import application
    from playmat.ui.import_dialog import ImportReportDialog
    from playmat.ui.main_window import MainWindow

    app = application([])
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def save(widget: QWidget, name: str) -> None:
        QTest.qWait(50)
        path = out / f"{name}.png"
        widget.grab().save(str(path))
        written.append(path)

    def wait_until(condition: Callable[[], bool], seconds: float = 120) -> None:
        # An event loop, not QTest.qWait: qWait keeps Python's GIL and starves the import thread.
        loop = QEventLoop()
        timer = QTimer()
        timer.timeout.connect(lambda: condition() and loop.quit())
        timer.start(50)
        QTimer.singleShot(round(seconds * 1000), loop.quit)
        loop.exec()
        timer.stop()
        if not condition():
            raise SystemExit(f"screenshots: timed out after {seconds} s")

    store = open_card_store()
    main_window = MainWindow(store)
    main_window.show()
    save(main_window, "main-window-first-run")

    cards = main_window.open_card_database()
    cards.resize(1280, 800)
    save(cards, "card-database-starter-set")

    if not (pool / "sets" / "en.json").is_file():
        print(
            f"screenshots: no card pool at {pool}; only the starter set is shown", file=sys.stderr
        )
    else:
        halfway: list[bool] = []

        def grab_halfway(value: int) -> None:
            if not halfway and value >= cards.progress_bar.maximum() // 2 > 0:
                halfway.append(True)
                save(cards, "card-database-importing")

        cards.progress_bar.valueChanged.connect(grab_halfway)
        cards.start_import(pool)
        wait_until(lambda: not cards.is_importing())
        for dialog in cards.findChildren(ImportReportDialog):
            if dialog.isVisible():
                save(dialog, "import-report")
                dialog.close()

    for name, text, card_id in (
        ("card-database-incineroar", "incineroar", "sm1-26"),
        ("card-database-long-text", "dusknoir", "dp7-96"),
        ("card-database-filters", "draw", None),
    ):
        bar = cards.search_bar
        bar.search_edit.setText(text)
        if card_id is None:
            bar.supertype_box.setCurrentIndex(bar.supertype_box.findData("Trainer"))
            bar.format_box.setCurrentIndex(bar.format_box.findData("standard"))
        bar.emit_query()
        if card_id is not None:
            row = cards.model.row_of(card_id)
            if row is not None:
                cards.select_row(cards.proxy.mapFromSource(cards.model.index(row, 0)).row())
        save(cards, name)
    cards.search_bar.supertype_box.setCurrentIndex(0)
    cards.search_bar.format_box.setCurrentIndex(0)
    cards.search_bar.search_edit.setText("colour:red")
    cards.search_bar.emit_query()
    save(cards, "card-database-query-error")
    cards.search_bar.search_edit.setText("char")
    cards.search_bar.emit_query()
    for width, height in WINDOW_SIZES:
        cards.resize(width, height)
        save(cards, f"card-database-{width}x{height}")
    cards.hide()
    save(main_window, "main-window")
    shoot_deck_builder(main_window, save)

    for card_id in SINGLE_CARDS:
        card = store.get(card_id)
        if card is None:
            continue
        path = out / f"card-{card_id}.png"
        render_card(card, 630).save(str(path))
        written.append(path)
        layout = layout_card(card)
        print(f"{card_id:<14} {card.name:<45} text scale {layout.scale:.2f}")

    sheet_cards = [c for c in (store.get(i) for i in SHEET_CARDS) if c is not None]
    widths = (378, 252, 160, 110)
    sheet = QImage(sum(widths) + 10 * (len(widths) + 1), 560, QImage.Format.Format_ARGB32)
    sheet.fill(QColor("#2f5d3a"))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = 10.0
    for index, width in enumerate(widths):
        card = sheet_cards[index % len(sheet_cards)]
        paint_card(painter, QRectF(x, 10, width, width / ASPECT), layout_card(card))
        x += width + 10
    painter.end()
    sheet.save(str(out / "card-sizes.png"))
    written.append(out / "card-sizes.png")

    for path in written:
        print(path)
    app.closeAllWindows()
    return 0


if __name__ == "__main__":
    sys.exit(main())
