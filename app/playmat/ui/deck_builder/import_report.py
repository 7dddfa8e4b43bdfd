"""After a decklist was imported: the lines that were skipped or read differently, each with its
line number and the reason, so the player can fix the list or the deck."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playmat.decks.decklist import LineProblem
from playmat.i18n.catalogue import t
from playmat.ui.palette import ERROR_RED, MUTED_INK
from playmat.ui.screen_fit import fit_to_screen


class DecklistReportDialog(QDialog):
    def __init__(
        self, summary: str, problems: Sequence[LineProblem], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("decklist_report.title"))
        fit_to_screen(self, 640, 360)
        self.summary_label = QLabel(summary, self)
        self.summary_label.setWordWrap(True)
        self.problem_tree = QTreeWidget(self)
        self.problem_tree.setRootIsDecorated(False)
        self.problem_tree.setHeaderLabels(
            [t("decklist_report.line"), t("decklist_report.happened"), t("decklist_report.text")]
        )
        self.problem_tree.setAccessibleName(t("decklist_report.list"))
        for problem in problems:
            happened = t(
                "decklist_report.outcome", skipped=not problem.warning, reason=problem.reason
            )
            item = QTreeWidgetItem([str(problem.line), happened, problem.text.strip()])
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            colour = MUTED_INK if problem.warning else ERROR_RED
            item.setForeground(1, QBrush(QColor(colour)))
            self.problem_tree.addTopLevelItem(item)
        header = self.problem_tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.problem_tree, 1)
        layout.addWidget(buttons)

    def lines(self) -> list[tuple[int, str, str]]:
        """(line number, what happened, the line's text) as listed."""
        tree = self.problem_tree
        # Every index below topLevelItemCount() has an item.
        items = (
            cast(QTreeWidgetItem, tree.topLevelItem(i)) for i in range(tree.topLevelItemCount())
        )
        return [(int(item.text(0)), item.text(1), item.text(2)) for item in items]
