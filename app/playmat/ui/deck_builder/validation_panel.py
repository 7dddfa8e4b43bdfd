"""What the validator says about the deck, live: legal, still being built (grey), or wrong (red).

A deck that only lacks cards is shown as incomplete rather than wrong, so building a deck from
nothing is not a wall of red.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from playmat.decks.analysis import DeckAnalysis
from playmat.decks.validation import ProblemKind
from playmat.i18n.catalogue import t
from playmat.ui.counts import counted
from playmat.ui.palette import ERROR_RED, MUTED_INK

LEGAL_GREEN = "#2e7d32"
#: Problems listed at most; a deck with more says how many more.
MAX_SHOWN = 6


class ValidationPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status_label = QLabel(self)
        font = QFont(self.status_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.status_label.setFont(font)
        self.status_label.setWordWrap(True)
        self._problems: list[tuple[str, str]] = []
        self._problem_labels: list[QLabel] = []
        self._bullets: list[QLabel] = []
        self._problem_layout = QVBoxLayout()
        self._problem_layout.setContentsMargins(8, 0, 0, 0)
        self._problem_layout.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.status_label)
        layout.addLayout(self._problem_layout)

    def show_analysis(self, analysis: DeckAnalysis | None) -> None:
        if analysis is None:
            self._set_status("", MUTED_INK)
            self._list([])
            return
        name = analysis.format.name
        progress = t("deck_check.short", size=analysis.size, needed=analysis.format.rules.deck_size)
        listed = [(str(problem), ERROR_RED) for problem in analysis.errors]
        for problem in analysis.incomplete:
            if problem.kind is ProblemKind.SIZE:
                if not analysis.is_incomplete:  # else the status line says it
                    listed.append((progress, MUTED_INK))
            else:
                listed.append((str(problem), MUTED_INK))
        if analysis.is_legal:
            text = t("deck_check.legal", format=name, cards=counted("cards", analysis.size))
            self._set_status(text, LEGAL_GREEN)
        elif analysis.is_incomplete:
            short = any(p.kind is ProblemKind.SIZE for p in analysis.incomplete)
            self._set_status(progress if short else t("deck_check.incomplete"), MUTED_INK)
        else:
            count = len(analysis.errors)
            text = t("deck_check.not_legal", format=name, count=count)
            self._set_status(text, ERROR_RED)
        self._list(listed)

    def _list(self, problems: list[tuple[str, str]]) -> None:
        """Show the problems, at most :data:`MAX_SHOWN` of them and how many more there are."""
        self._problems = problems
        shown = problems[:MAX_SHOWN]
        if len(problems) > MAX_SHOWN:
            more = len(problems) - MAX_SHOWN
            shown = [*shown, (t("deck_check.more", count=more), MUTED_INK)]
        while len(self._problem_labels) < len(shown):
            self._add_row()
        rows = zip(self._bullets, self._problem_labels, strict=True)
        for index, (bullet, label) in enumerate(rows):
            if index < len(shown):
                text, colour = shown[index]
                label.setText(text)
                for part in (bullet, label):
                    part.setStyleSheet(f"color: {colour};")
            bullet.setVisible(index < len(shown))
            label.setVisible(index < len(shown))

    def _add_row(self) -> None:
        """A bullet and a wrapping line beside it, so a long problem wraps under its text."""
        row = QHBoxLayout()
        row.setSpacing(6)
        bullet = QLabel("•", self)
        label = QLabel(self)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(bullet, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(label, 1)
        self._problem_layout.addLayout(row)
        self._bullets.append(bullet)
        self._problem_labels.append(label)

    def _set_status(self, text: str, colour: str) -> None:
        self.status_label.setText(text)
        self.status_label.setStyleSheet(f"color: {colour};")

    # -- as a user reads it --------------------------------------------------------------------

    def status_text(self) -> str:
        return self.status_label.text()

    def status_colour(self) -> str:
        style = self.status_label.styleSheet()
        return style.removeprefix("color: ").rstrip(";")

    def problems(self) -> list[tuple[str, str]]:
        """(text, colour) of every problem line shown."""
        return [
            (
                label.text(),
                label.styleSheet().removeprefix("color: ").rstrip(";"),
            )
            for label in self._problem_labels
            if not label.isHidden()
        ]
