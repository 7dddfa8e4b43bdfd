"""Driving the deck builder as a user does: typing a search, dragging a card from the list onto
the deck (real drag-enter, drag-move and drop events carrying the list's own MIME data), keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from playmat.ui.card_list_model import Column
from playmat.ui.deck_builder.window import DeckBuilderWindow


def search(qtbot, window: DeckBuilderWindow, text: str) -> None:
    edit = window.browser.search_bar.search_edit
    edit.clear()
    with qtbot.waitSignal(window.browser.search_bar.query_changed, timeout=2000):
        qtbot.keyClicks(edit, text)


def drag_listed_card(window: DeckBuilderWindow, name: str) -> bool:
    """Drag the listed card called ``name`` onto the deck; returns whether the deck took it.

    The MIME data comes from the list's model, as the view's own drag would make it; the deck
    gets the events a real drop delivers to its viewport.
    """
    browser = window.browser
    row = browser.listed_names().index(name)
    data = browser.proxy.mimeData([browser.proxy.index(row, Column.NAME)])
    target = window.deck_view.viewport()
    point = QPoint(target.width() // 2, target.height() // 2)
    copy = Qt.DropAction.CopyAction
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point, copy, data, buttons, keys)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(point, copy, data, buttons, keys)
    QApplication.sendEvent(target, move)
    drop = QDropEvent(QPointF(point), copy, data, buttons, keys)
    QApplication.sendEvent(target, drop)
    return drop.isAccepted()


def visible_messages(window: DeckBuilderWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def deck_named(window: DeckBuilderWindow, name: str) -> int:
    record = window.store.find(name)
    assert record is not None, f"no deck named {name}"
    return record.id
