"""The dialog that tells what an import did, and lists every problem it skipped."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from playmat.db.importer import ImportReport
from playmat.i18n.catalogue import Reader, t
from playmat.ui.screen_fit import fit_to_screen


class ImportReportDialog(QDialog):
    """The summary on top; the skipped problems, one a line, in a scrollable box below."""

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("card_import.title"))
        self.summary_label = QLabel(Reader().render(report.summary()), self)
        self.summary_label.setWordWrap(True)
        bold = self.summary_label.font()
        bold.setBold(True)
        self.summary_label.setFont(bold)
        source = QLabel(t("card_import.source", path=str(report.source)), self)
        source.setWordWrap(True)
        source.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(source)
        self.problems_view: QPlainTextEdit | None = None
        if report.problems:
            layout.addWidget(QLabel(t("card_import.skipped"), self))
            self.problems_view = QPlainTextEdit(self)
            self.problems_view.setReadOnly(True)
            self.problems_view.setPlainText("\n".join(p.words() for p in report.problems))
            layout.addWidget(self.problems_view, 1)
            fit_to_screen(self, 820, 480)
        else:
            fit_to_screen(self, 480, 140)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
