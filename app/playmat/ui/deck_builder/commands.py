"""Deck changes on the undo stack.

A change is made (one transaction) before its command is pushed, so a refused change never
reaches the stack. Undo and redo then replay whole :class:`DeckRecord` snapshots through the
store, the same way whatever the change was.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from playmat.decks.store import DeckError

#: A step of a command: changes the database, returns nothing.
Step = Callable[[], object]
#: Told which deck to show after a step (``None``: none), or why a step failed.
Shown = Callable[[int | None], None]
Failed = Callable[[str], None]


class DeckCommand(QUndoCommand):
    """A deck change already made; ``undo``/``redo`` replay it, then show the deck it was made
    on (``before_id`` after an undo, ``after_id`` after a redo)."""

    def __init__(
        self,
        text: str,
        undo: Step,
        redo: Step,
        shown: tuple[int | None, int | None],
        show: Shown,
        failed: Failed,
    ) -> None:
        super().__init__(text)
        self._undo, self._redo = undo, redo
        self._before_id, self._after_id = shown
        self._show, self._failed = show, failed
        self._made = True

    def redo(self) -> None:
        if self._made:
            # Pushed right after the change was made: only show it.
            self._made = False
        elif not self._replay(self._redo):
            return
        self._show(self._after_id)

    def undo(self) -> None:
        if self._replay(self._undo):
            self._show(self._before_id)

    def _replay(self, step: Step) -> bool:
        try:
            step()
        except DeckError as error:
            # The decks changed behind the stack's back (another Playmat, the command line):
            # this step can't be replayed, so it leaves the stack.
            self.setObsolete(True)
            self._failed(str(error))
            return False
        return True
