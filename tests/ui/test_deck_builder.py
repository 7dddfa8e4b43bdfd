"""The deck builder as a player uses it: build a deck by dragging cards onto it and with the
keys, watch it validate, change its format, undo and redo, manage the list of decks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from deck_builder_helpers import deck_named, drag_listed_card, search, visible_messages
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit
from ui_pool import write_halfmon_pool, write_pool_with_theme_decks

from playmat.db.card_store import CardStore
from playmat.db.importer import import_pool
from playmat.decks.store import DeckStore
from playmat.ui.deck_builder.validation_panel import LEGAL_GREEN
from playmat.ui.deck_builder.window import DeckBuilderWindow
from playmat.ui.palette import ERROR_RED, MUTED_INK
from playmat.ui.playmat.new_game_dialog import NewGameDialog


@pytest.fixture
def window(qtbot, store: CardStore) -> Iterator[DeckBuilderWindow]:
    shown = DeckBuilderWindow(DeckStore(store.database))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    # Keys go where a user's would: the window must be the active one.
    shown.activateWindow()
    qtbot.waitUntil(shown.isActiveWindow, timeout=2000)
    yield shown


def name_editor(window: DeckBuilderWindow) -> QLineEdit:
    """The box where a deck's name is being typed, in the list of decks."""
    editor = window.deck_list.findChild(QLineEdit)
    assert editor is not None and editor.isVisible()
    return editor


def new_deck(qtbot, window: DeckBuilderWindow) -> None:
    window.new_action.trigger()
    # The new deck's name is open for typing; Escape keeps "New deck".
    qtbot.keyClick(name_editor(window), Qt.Key.Key_Escape)


def choose_format(qtbot, window: DeckBuilderWindow, format_id: str) -> None:
    """Pick a format in the combo box with the arrow keys, as a keyboard user does."""
    box = window.format_box
    box.setFocus()
    wanted = box.findData(format_id)
    key = Qt.Key.Key_Down if wanted > box.currentIndex() else Qt.Key.Key_Up
    while box.currentIndex() != wanted:
        qtbot.keyClick(box, key)


def press(qtbot, widget, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(widget, key)


def test_it_opens_on_the_first_starter_deck_legal_in_expanded(window: DeckBuilderWindow) -> None:
    assert window.deck_list.names() == ["Bright Tide", "Forest Shadow", "Roaring Heat"]
    assert window.name_label.text() == "Bright Tide"
    assert window.format_box.currentText() == "Expanded"
    assert window.deck_view.section_titles() == ["Pokémon · 28", "Trainers · 12", "Energy · 20"]
    assert window.validation_panel.status_text() == "Legal in Expanded: 60 cards, ready to play."
    assert window.validation_panel.status_colour() == LEGAL_GREEN
    assert window.validation_panel.problems() == []


def test_a_deck_built_by_drag_and_drop_is_incomplete_then_wrong_then_legal(
    qtbot, window: DeckBuilderWindow
) -> None:
    new_deck(qtbot, window)
    assert window.name_label.text() == "New deck"
    assert window.format_box.currentText() == "Standard"
    assert window.deck_view.rows() == []
    panel = window.validation_panel
    assert (panel.status_text(), panel.status_colour()) == ("Incomplete: 0 of 60 cards", MUTED_INK)

    search(qtbot, window, "rowlet")
    assert drag_listed_card(window, "Rowlet")
    assert window.deck_view.section_titles() == ["Pokémon · 1"]
    assert window.deck_view.rows() == [(1, "Rowlet")]
    # A Sun & Moon card is no Standard card: that is wrong, not unfinished.
    assert (panel.status_text(), panel.status_colour()) == ("Not legal in Standard", ERROR_RED)
    assert panel.problems()[0] == (
        "Not legal in Standard: Rowlet has no regulation mark (legal: H, I, J).",
        ERROR_RED,
    )
    assert ("Incomplete: 1 of 60 cards", MUTED_INK) in panel.problems()

    choose_format(qtbot, window, "half_deck")
    assert (panel.status_text(), panel.status_colour()) == ("Incomplete: 1 of 30 cards", MUTED_INK)
    assert all(colour == MUTED_INK for _, colour in panel.problems())
    assert drag_listed_card(window, "Rowlet")
    assert drag_listed_card(window, "Rowlet")
    # Half decks allow 2 of a name: the third Rowlet is an error, in red, on the row too.
    assert window.deck_view.rows() == [(3, "Rowlet")]
    assert panel.status_colour() == ERROR_RED
    assert ("At most 2 cards named Rowlet: this deck has 3.", ERROR_RED) in panel.problems()
    assert ("Incomplete: 3 of 30 cards", MUTED_INK) in panel.problems()
    window.deck_view.select_card("sm1-9")
    press(qtbot, window.deck_view, Qt.Key.Key_Minus)
    assert window.deck_view.rows() == [(2, "Rowlet")]
    assert panel.status_text() == "Incomplete: 2 of 30 cards"

    search(qtbot, window, "grass energy")
    assert drag_listed_card(window, "Grass Energy")
    window.deck_view.select_card("sm1-164")
    press(qtbot, window.deck_view, Qt.Key.Key_Plus, 27)
    assert window.deck_view.section_titles() == ["Pokémon · 2", "Energy · 28"]
    assert panel.status_text() == "Legal in Half deck: 30 cards, ready to play."
    assert panel.status_colour() == LEGAL_GREEN
    assert window.store.get(window.editor.current.id).cards == (("sm1-9", 2), ("sm1-164", 28))


def test_a_drop_that_holds_no_cards_is_refused(qtbot, window: DeckBuilderWindow) -> None:
    from PySide6.QtCore import QMimeData, QPoint
    from PySide6.QtGui import QDragEnterEvent
    from PySide6.QtWidgets import QApplication

    data = QMimeData()
    data.setText("4 Rowlet SUM 9")
    enter = QDragEnterEvent(
        QPoint(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window.deck_view.viewport(), enter)
    assert not enter.isAccepted()


def test_double_click_and_plus_in_the_card_list_add_and_minus_removes(
    qtbot, window: DeckBuilderWindow
) -> None:
    new_deck(qtbot, window)
    search(qtbot, window, "popplio")
    table = window.browser.table
    rect = table.visualRect(window.browser.proxy.index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.deck_view.rows() == [(1, "Popplio")]
    press(qtbot, table, Qt.Key.Key_Plus, 2)
    assert window.deck_view.rows() == [(3, "Popplio")]
    press(qtbot, table, Qt.Key.Key_Minus)
    assert window.deck_view.rows() == [(2, "Popplio")]
    press(qtbot, table, Qt.Key.Key_Delete, 2)
    assert window.deck_view.rows() == []


def test_undo_and_redo_an_edit_with_the_keys(qtbot, window: DeckBuilderWindow) -> None:
    window.deck_view.select_card("sm1-39")  # Popplio, 3 in Bright Tide
    press(qtbot, window.deck_view, Qt.Key.Key_Plus)
    assert (4, "Popplio") in window.deck_view.rows()
    assert window.store.find("Bright Tide").count_of("sm1-39") == 4
    assert window.undo_action.toolTip() == "Undo Add Popplio"

    qtbot.keyClick(window.deck_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (3, "Popplio") in window.deck_view.rows()
    assert window.store.find("Bright Tide").count_of("sm1-39") == 3
    assert window.validation_panel.status_text().startswith("Legal in Expanded")

    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.deck_view, Qt.Key.Key_Z, shift_ctrl)
    assert (4, "Popplio") in window.deck_view.rows()
    assert window.store.find("Bright Tide").count_of("sm1-39") == 4
    assert window.validation_panel.status_text() == "Not legal in Expanded"


def test_deleting_a_deck_can_be_undone_and_redone(qtbot, window: DeckBuilderWindow) -> None:
    forest = window.store.find("Forest Shadow")
    window.deck_list.select(forest.id)
    window.editor.open(forest.id)
    qtbot.keyClick(window.deck_list, Qt.Key.Key_Delete)
    assert window.deck_list.names() == ["Bright Tide", "Roaring Heat"]
    assert window.store.find("Forest Shadow") is None
    assert window.name_label.text() == "Roaring Heat"

    window.undo_action.trigger()
    assert window.deck_list.names() == ["Bright Tide", "Forest Shadow", "Roaring Heat"]
    assert window.name_label.text() == "Forest Shadow"
    restored = window.store.find("Forest Shadow")
    assert (restored.id, restored.cards) == (forest.id, forest.cards)

    window.redo_action.trigger()
    assert window.store.find("Forest Shadow") is None
    assert window.deck_list.names() == ["Bright Tide", "Roaring Heat"]


def test_the_format_is_chosen_in_the_window_and_validation_follows(
    qtbot, window: DeckBuilderWindow
) -> None:
    choose_format(qtbot, window, "standard")
    panel = window.validation_panel
    assert panel.status_text() == "Not legal in Standard: 23 problems"
    assert panel.status_colour() == ERROR_RED
    first, colour = panel.problems()[0]
    assert first == "Not legal in Standard: Primarina has no regulation mark (legal: H, I, J)."
    assert colour == ERROR_RED
    assert panel.problems()[-1] == ("… and 17 more", MUTED_INK)
    assert window.store.find("Bright Tide").format == "standard"

    window.undo_action.trigger()
    assert window.format_box.currentText() == "Expanded"
    assert panel.status_text().startswith("Legal in Expanded")


def test_rename_in_place_and_a_taken_name_is_refused(qtbot, window: DeckBuilderWindow) -> None:
    bright = deck_named(window, "Bright Tide")
    window.rename_action.trigger()
    editor = name_editor(window)
    editor.selectAll()
    qtbot.keyClicks(editor, "Tidal Wave")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The list commits a typed name once the key's event is done.
    qtbot.waitUntil(lambda: window.store.get(bright).name == "Tidal Wave", timeout=2000)
    assert window.name_label.text() == "Tidal Wave"
    assert "Tidal Wave" in window.deck_list.names()

    window.rename_action.trigger()
    editor = name_editor(window)
    editor.selectAll()
    qtbot.keyClicks(editor, "forest shadow")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(visible_messages(window)), timeout=2000)
    (message,) = visible_messages(window)
    assert "already exists" in message.text()
    assert window.store.get(bright).name == "Tidal Wave"
    assert sorted(window.deck_list.names()) == ["Forest Shadow", "Roaring Heat", "Tidal Wave"]


def test_duplicate_makes_a_copy_that_undo_takes_away(window: DeckBuilderWindow) -> None:
    window.duplicate_action.trigger()
    copy = window.store.find("Bright Tide (copy)")
    assert copy is not None
    assert copy.cards == window.store.find("Bright Tide").cards
    assert window.name_label.text() == "Bright Tide (copy)"
    window.undo_action.trigger()
    assert window.store.find("Bright Tide (copy)") is None
    assert window.name_label.text() == "Bright Tide"


def test_the_stats_of_a_starter_deck(window: DeckBuilderWindow) -> None:
    window.editor.open(deck_named(window, "Forest Shadow"))
    stats = window.stats_panel
    cards = [(bar.label, bar.text, bar.detail) for bar in stats.cards_chart.bars()]
    assert cards == [
        ("Pokémon", "28", "20 Basic · 6 Stage 1 · 2 Stage 2"),
        ("Trainers", "12", "8 Item · 4 Supporter"),
        ("Energy", "20", "20 Basic Energy"),
    ]
    energy = [(bar.label, bar.text, bar.detail) for bar in stats.energy_chart.bars()]
    assert energy == [("Grass", "20", "for 21 Grass Pokémon")]
    odds = [(bar.label, bar.text) for bar in stats.odds_chart.bars()]
    assert odds == [("Basic Pokémon", "95.2%")]
    assert stats.odds_chart.bars()[0].detail == "20 in 60 cards · mulligan 4.8%"
    assert stats.line_texts() == [
        "Rowlet 3 → Dartrix 2 → Decidueye 2",
        "Morelull 2 → Shiinotic 1",
        "Paras 2 → Parasect 1",
        "Pikipek 2 → Trumbeak 2",
    ]

    window.deck_view.select_card("sm1-9")
    assert window.card_view.card().name == "Rowlet"
    assert [(bar.label, bar.text) for bar in stats.odds_chart.bars()][1] == ("Rowlet", "31.5%")


def test_roaring_heat_needs_two_energy_types(window: DeckBuilderWindow) -> None:
    window.editor.open(deck_named(window, "Roaring Heat"))
    energy = [(bar.label, bar.text) for bar in window.stats_panel.energy_chart.bars()]
    assert energy == [("Fire", "11"), ("Fighting", "9")]


def test_an_undo_the_decks_no_longer_allow_says_why_and_is_dropped(
    window: DeckBuilderWindow,
) -> None:
    window.editor.open(deck_named(window, "Forest Shadow"))
    window.delete_action.trigger()
    # Meanwhile another Playmat (or `playmat deck import`) makes a deck of that name.
    window.store.create("Forest Shadow")
    window.undo_action.trigger()
    (message,) = visible_messages(window)
    assert "already exists" in message.text()
    assert not window.editor.undo_stack.canUndo()
    assert window.store.find("Forest Shadow").cards == ()


def test_play_with_this_deck_starts_a_game_with_it_once_it_is_legal(
    qtbot, store: CardStore
) -> None:
    played: list[int] = []
    window = DeckBuilderWindow(DeckStore(store.database), play=played.append)
    qtbot.addWidget(window)
    window.show()
    assert window.play_button.isVisible()
    assert window.play_button.isEnabled()
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert played == [deck_named(window, "Bright Tide")]

    window.editor.create("Unfinished")
    assert not window.play_button.isEnabled()
    assert "legal" in window.play_button.toolTip()


def test_without_a_game_to_start_there_is_no_play_button(window: DeckBuilderWindow) -> None:
    assert not window.play_button.isVisible()


def test_hovering_a_listed_card_draws_it_large(qtbot, window: DeckBuilderWindow) -> None:
    search(qtbot, window, "litten")
    window.browser.select_row(0)
    assert window.card_view.card().name == "Litten"
    search(qtbot, window, "t")  # Litten stays selected; others are listed around it
    table = window.browser.table
    other = next(
        r for r in range(window.browser.proxy.rowCount()) if r != table.currentIndex().row()
    )
    name = window.browser.listed_names()[other]
    qtbot.mouseMove(
        table.viewport(), table.visualRect(window.browser.proxy.index(other, 0)).center()
    )
    qtbot.waitUntil(lambda: window.card_view.card().name == name, timeout=2000)


def test_the_preview_says_under_the_card_what_a_game_leaves_to_the_player(
    qtbot, store: CardStore, tmp_path: Path
) -> None:
    """The orange marks on the previewed card are said in words under it, not only in a
    tooltip; a card Playmat carries out wholly gets no such line."""
    import_pool(store.database, write_halfmon_pool(tmp_path / "pool"))
    shown = DeckBuilderWindow(DeckStore(store.database))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    search(qtbot, shown, "halfmon")
    shown.browser.select_row(0)
    assert shown.card_view.card().name == "Halfmon"
    assert shown.by_hand_label.isVisible()
    assert "left to you: attack Odd Dance" in shown.by_hand_label.text()
    search(qtbot, shown, "litten")
    shown.browser.select_row(0)
    assert shown.card_view.card().name == "Litten"
    assert not shown.by_hand_label.isVisible()


def test_a_full_deck_refuses_more_cards(qtbot, window: DeckBuilderWindow) -> None:
    window.editor.create("Energy pile", "unlimited", [("sm1-164", 199)])
    search(qtbot, window, "grass energy")
    assert drag_listed_card(window, "Grass Energy")
    assert window.deck_view.rows() == [(200, "Grass Energy")]
    assert drag_listed_card(window, "Grass Energy")
    (message,) = visible_messages(window)
    assert message.windowTitle() == "The deck is full"
    assert window.store.find("Energy pile").size == 200
    assert window.validation_panel.problems()[0] == (
        "60 cards needed, this deck has 200.",
        ERROR_RED,
    )


def test_a_deck_needs_a_name(qtbot, window: DeckBuilderWindow) -> None:
    window.rename_action.trigger()
    editor = name_editor(window)
    editor.clear()
    qtbot.keyClick(editor, Qt.Key.Key_Space)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(visible_messages(window)), timeout=2000)
    (message,) = visible_messages(window)
    assert message.text() == "A deck needs a name."
    assert window.deck_list.names() == ["Bright Tide", "Forest Shadow", "Roaring Heat"]


def test_cards_imported_meanwhile_are_offered_when_the_window_is_used_again(
    qtbot, window: DeckBuilderWindow, pool: Path
) -> None:
    # The Card database window imports a pool while the deck builder is open.
    import_pool(window.store.database, pool)
    assert window.browser.search_bar.set_box.findData("tst1") < 0
    # The player comes back to the deck builder.
    QApplication.sendEvent(window, QEvent(QEvent.Type.ActivationChange))
    assert window.browser.search_bar.set_box.findData("tst1") > 0
    search(qtbot, window, "testmon")
    assert window.browser.listed_names() == ["Testmon"]


def test_a_card_dropped_with_no_deck_left_starts_a_new_deck(
    qtbot, window: DeckBuilderWindow
) -> None:
    for _ in range(3):
        window.delete_action.trigger()
    assert window.deck_list.names() == []
    assert window.name_label.text() == "No deck"
    search(qtbot, window, "litten")
    assert drag_listed_card(window, "Litten")
    assert window.deck_list.names() == ["New deck"]
    assert window.deck_view.rows() == [(1, "Litten")]
    assert window.windowTitle() == "New deck — Deck builder — Playmat"
    window.undo_action.trigger()  # the new deck and its card are one step
    assert window.deck_list.names() == []


def test_theme_decks_of_the_pool_are_a_read_only_group_to_copy_from(
    qtbot, window: DeckBuilderWindow, tmp_path: Path
) -> None:
    import_pool(window.store.database, write_pool_with_theme_decks(tmp_path / "pool"))
    window.refresh_cards()
    group = window.deck_list.themes
    assert group is not None and group.text(0) == "Theme decks" and group.childCount() == 2
    assert not group.flags() & Qt.ItemFlag.ItemIsSelectable
    names = [group.child(i).text(0) for i in range(group.childCount())]
    assert sorted(names) == ["Test Sampler", "Test Sparks"]
    assert "Test Sparks" not in window.deck_list.names()  # not among one's own decks

    sparks = group.child(names.index("Test Sparks"))
    window.deck_list.setCurrentItem(sparks)
    assert window.theme is not None and window.theme.name == "Test Sparks"
    assert window.deck_view.rows() == [(4, "Testmon"), (56, "Test Lightning Energy")]
    assert "theme deck" in window.name_label.text()
    assert window.copy_button.isVisible()
    assert not window.rename_action.isEnabled() and not window.delete_action.isEnabled()
    # Read-only: a card added is not added, and the theme deck is unchanged.
    search(qtbot, window, "test ticket")
    window.browser.card_activated.emit(window.browser.selected_card())
    assert window.deck_view.rows() == [(4, "Testmon"), (56, "Test Lightning Energy")]
    drag_listed_card(window, "Test Ticket")
    assert window.deck_view.rows() == [(4, "Testmon"), (56, "Test Lightning Energy")]

    QTest.mouseClick(window.copy_button, Qt.MouseButton.LeftButton)
    assert "Test Sparks" in window.deck_list.names()
    copied = window.editor.current
    assert copied is not None and copied.cards == (("tst1-1", 4), ("tst1-4", 56))
    assert not window.copy_button.isVisible()
    window.undo_action.trigger()  # the copy is one step
    assert "Test Sparks" not in window.deck_list.names()


def test_theme_decks_are_offered_in_new_game(qtbot, store: CardStore, tmp_path: Path) -> None:
    import_pool(store.database, write_pool_with_theme_decks(tmp_path / "pool"))
    dialog = NewGameDialog(DeckStore(store.database))
    qtbot.addWidget(dialog)
    model = dialog.first_deck.model()
    labels = [model.index(row, 0).data() for row in range(model.rowCount())]
    heading = labels.index("Theme decks")
    assert labels.index("Test Sparks (Test Expansion)") > heading
    assert labels.index("Test Sampler (Test Expansion): can't be played") > heading
    dialog.second_deck.setCurrentIndex(labels.index("Test Sparks (Test Expansion)"))
    dialog.start()
    assert dialog.session is not None
    assert dialog.session.deck_names[1] == "Test Sparks"
