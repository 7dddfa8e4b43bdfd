"""The decks and the one being edited.

Every change a user makes goes through here: it is made as one transaction through the
:class:`DeckStore`, then put on the undo stack as a snapshot command. A change the store refuses
says why with ``refused`` and changes nothing. The widgets only show what ``decks_changed`` and
``current_changed`` say.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from playmat.cards.labels import format_name
from playmat.decks.decklist import MAX_CARDS
from playmat.decks.store import DeckError, DeckRecord, DeckStore
from playmat.i18n.catalogue import t
from playmat.ui.counts import counted
from playmat.ui.deck_builder.commands import DeckCommand, Step

#: The format a new deck starts in.
NEW_DECK_FORMAT = "standard"


class DeckEditor(QObject):
    #: The list of decks changed (a deck was made, renamed, resized or deleted).
    decks_changed = Signal()
    #: The deck being edited, after any change (``None``: no deck).
    current_changed = Signal(object)
    #: A change was refused: a title and the reason. Nothing was stored.
    refused = Signal(str, str)

    def __init__(self, store: DeckStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.undo_stack = QUndoStack(self)
        self._current: DeckRecord | None = None

    # -- reading -------------------------------------------------------------------------------

    @property
    def current(self) -> DeckRecord | None:
        return self._current

    def decks(self) -> list[DeckRecord]:
        """Every deck, by name (not by last change: the list should not jump while editing)."""
        return sorted(self.store.list(), key=lambda record: record.name.casefold())

    def open(self, deck_id: int | None) -> None:
        """Edit this deck (``None``, or a deck that no longer exists: none)."""
        record = None
        if deck_id is not None:
            try:
                record = self.store.get(deck_id)
            except DeckError:
                record = None
        self._current = record
        self.current_changed.emit(record)

    def reload(self) -> None:
        self.open(self._current.id if self._current is not None else None)

    # -- cards ---------------------------------------------------------------------------------

    def add(self, card_ids: Sequence[str]) -> bool:
        """Add one copy of each card, as one change; with no deck open, into a new deck."""
        if not card_ids:
            return False
        if self._current is not None:
            return self._add(self._current, card_ids)
        self.undo_stack.beginMacro(self._add_text(card_ids))
        try:
            created = self.create()
            return created is not None and self._add(created, card_ids)
        finally:
            self.undo_stack.endMacro()

    def _add(self, before: DeckRecord, card_ids: Sequence[str]) -> bool:
        if before.size + len(card_ids) > MAX_CARDS:
            self.refused.emit(
                t("deck_editor.full"),
                t("deck_editor.full_detail", most=MAX_CARDS, size=before.size),
            )
            return False
        counts = dict(before.cards)
        for card_id in card_ids:
            counts[card_id] = counts.get(card_id, 0) + 1
        return self._edit(
            before, replace(before, cards=tuple(counts.items())), self._add_text(card_ids)
        )

    def remove(self, card_id: str) -> bool:
        """Take one copy of a card out of the deck being edited."""
        before = self._current
        if before is None or before.count_of(card_id) == 0:
            return False
        cards = tuple(
            (cid, count - 1 if cid == card_id else count)
            for cid, count in before.cards
            if cid != card_id or count > 1
        )
        text = t("deck_editor.remove", what=self._card_name(card_id))
        return self._edit(before, replace(before, cards=cards), text)

    def set_format(self, format_id: str) -> bool:
        before = self._current
        if before is None or before.format == format_id:
            return False
        text = t("deck_editor.change_format", format=format_name(format_id))
        return self._edit(before, replace(before, format=format_id), text)

    # -- decks ---------------------------------------------------------------------------------

    def create(
        self,
        name: str | None = None,
        deck_format: str = NEW_DECK_FORMAT,
        cards: Sequence[tuple[str, int]] = (),
        text: str | None = None,
    ) -> DeckRecord | None:
        """A new deck (named ``name``, or ``New deck``, made unique), opened for editing."""
        before_id = self._current.id if self._current is not None else None
        try:
            record = self.store.create(
                self.store.free_name(name or t("deck_editor.new_deck")), deck_format, "", cards
            )
        except DeckError as error:
            self.refused.emit(t("deck_editor.not_made"), str(error))
            return None
        self._push(
            text or t("deck_editor.new_deck_step", name=record.name),
            undo=lambda: self.store.delete(record.id),
            redo=lambda: self.store.restore(record),
            shown=(before_id, record.id),
        )
        return record

    def duplicate(self) -> DeckRecord | None:
        original = self._current
        if original is None:
            return None
        return self.create(
            t("deck_editor.copy_name", name=original.name),
            original.format,
            original.cards,
            t("deck_editor.duplicate_step", name=original.name),
        )

    def rename(self, deck_id: int, name: str) -> bool:
        try:
            before = self.store.get(deck_id)
        except DeckError as error:
            self.refused.emit(t("deck_editor.not_renamed"), str(error))
            return False
        if before.name == name:
            return False
        text = t("deck_editor.rename_step", before=before.name, after=name)
        return self._edit(before, replace(before, name=name), text, t("deck_editor.not_renamed"))

    def delete(self) -> bool:
        """Delete the deck being edited (undo brings it back whole); opens the next one."""
        record = self._current
        if record is None:
            return False
        names = [deck.id for deck in self.decks()]
        position = names.index(record.id) if record.id in names else 0
        others = [deck_id for deck_id in names if deck_id != record.id]
        next_id = others[min(position, len(others) - 1)] if others else None
        try:
            deleted = self.store.delete(record.id)
        except DeckError as error:
            self.refused.emit(t("deck_editor.not_deleted"), str(error))
            return False
        self._push(
            t("deck_editor.delete_step", name=deleted.name),
            undo=lambda: self.store.restore(deleted),
            redo=lambda: self.store.delete(deleted.id),
            shown=(deleted.id, next_id),
        )
        return True

    # -- helpers -------------------------------------------------------------------------------

    def _edit(
        self, before: DeckRecord, after: DeckRecord, text: str, title: str | None = None
    ) -> bool:
        try:
            saved = self.store.save(after)
        except DeckError as error:
            self.refused.emit(title or t("deck_editor.not_changed"), str(error))
            return False
        self._push(
            text,
            undo=lambda: self.store.save(before),
            redo=lambda: self.store.save(saved),
            shown=(before.id, saved.id),
        )
        return True

    def _push(
        self, text: str, undo: Step, redo: Step, shown: tuple[int | None, int | None]
    ) -> None:
        self.undo_stack.push(DeckCommand(text, undo, redo, shown, self._show, self._failed))

    def _show(self, deck_id: int | None) -> None:
        self.decks_changed.emit()
        self.open(deck_id)

    def _failed(self, message: str) -> None:
        self.refused.emit(
            t("deck_editor.changed_outside"),
            t("deck_editor.step_dropped", reason=message),
        )
        self.decks_changed.emit()
        self.reload()

    def _add_text(self, card_ids: Sequence[str]) -> str:
        if len(card_ids) == 1:
            return t("deck_editor.add", what=self._card_name(card_ids[0]))
        return t("deck_editor.add", what=counted("cards", len(card_ids)))

    def _card_name(self, card_id: str) -> str:
        card = self.store.cards.get(card_id)
        return card.name if card is not None else card_id
