"""The GUI's language: chosen at start (``--lang``, ``PLAYMAT_LANG``, Preferences, the system's
locale) and changed from Preferences while Playmat runs.

Playmat's own words come from its catalogue (:func:`playmat.i18n.catalogue.t`); the words Qt
draws itself (the buttons of standard dialogs: OK, Cancel, Save) come from the translations
PySide6 ships, installed here for the same language. The shipped CJK font of the language is
put first among the fallbacks, so a character the three languages share looks as that
language writes it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from playmat.face.fonts import use_shipped_fonts
from playmat.i18n.language import (
    ENGLISH,
    PSEUDO,
    choose_language,
    current_language,
    set_language,
)

#: Qt's own translations by Playmat's language code (Qt names them with an underscore).
_QT_NAMES = {"ja": "qtbase_ja", "zh-TW": "qtbase_zh_TW", "ko": "qtbase_ko"}
_installed: list[QTranslator] = []


def startup_language(requested: str | None, preferred: str | None) -> str:
    """The language to start in: ``--lang``, ``PLAYMAT_LANG`` (the command line has checked
    both), the player's preference, the system's."""
    return choose_language(requested, preferred, QLocale.system().uiLanguages())


def install_language(app: QApplication, language: str) -> None:
    """Speak ``language`` from now on: the catalogue, Qt's own words, the fonts' order."""
    set_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    name = _QT_NAMES.get(language)
    if name is not None:
        translator = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    locale = QLocale(ENGLISH if language == PSEUDO else language.replace("-", "_"))
    QLocale.setDefault(locale)
    use_shipped_fonts(app)
    # Open windows word themselves again (the main window does: changeEvent).
    for window in app.topLevelWidgets():
        QCoreApplication.postEvent(window, QEvent(QEvent.Type.LanguageChange))


def apply_preference(app: QApplication, preferred: str | None) -> bool:
    """The player chose ``preferred`` in Preferences (``None``: the system's language): speak
    it now, whatever ``PLAYMAT_LANG`` said at start. Whether the language changed."""
    language = choose_language(None, preferred, QLocale.system().uiLanguages(), environ={})
    if language == current_language():
        return False
    install_language(app, language)
    return True
