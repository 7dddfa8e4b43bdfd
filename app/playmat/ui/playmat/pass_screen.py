"""Two players on one screen: the cover that hides the table while it changes hands."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from playmat.i18n.catalogue import t


class PassScreen(QWidget):
    """Says who takes the screen next and shows nothing of the game until they say so."""

    taken = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#173d31"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f4f1e8"))
        self.setPalette(palette)
        self.title = QLabel(self)
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.2)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel(t("pass_screen.note"), self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self)
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.taken)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addSpacing(20)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.title.setText(t("pass_screen.title", name=name))
        self.button.setText(t("pass_screen.ready", name=name))
