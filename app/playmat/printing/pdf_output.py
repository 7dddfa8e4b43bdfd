"""A :class:`~playmat.printing.page.Document` as a PDF file, written whole or not at all.

Qt's PDF writer draws the pages through the same painter as the preview and the printer
(:mod:`playmat.printing.page_painter`). It embeds the subset of each font the text uses, with
the map back to letters, so the file prints the same everywhere, in any of Playmat's
languages, and its text can be searched and copied; a picture placed several times is stored
once.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from playmat import __version__
from playmat.errors import os_reason
from playmat.face.application import gui_application
from playmat.i18n.message import Message, msg
from playmat.printing.errors import PrintError
from playmat.printing.page import Document
from playmat.printing.page_painter import paint_document

#: Dots per inch of the PDF's drawing units: only how finely positions are written.
RESOLUTION = 1200


def pdf_bytes(document: Document) -> bytes:
    """The whole PDF file of ``document``."""
    if not document.pages:
        raise PrintError(msg("print.no_pages"))
    gui_application()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(document.title)
    writer.setCreator(f"Playmat {__version__}")
    writer.setResolution(RESOLUTION)
    first = document.pages[0]
    size = QPageSize(QSizeF(first.width, first.height), QPageSize.Unit.Millimeter)
    writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    paint_document(document, writer)
    return bytes(buffer.data().data())


def write_pdf(document: Document, path: Path) -> None:
    """Write ``document`` to ``path`` through a temporary file in the same folder, renamed into
    place only when complete: a failure leaves no file, and never half a file."""
    data = pdf_bytes(document)
    path = Path(path)
    if path.is_dir():
        raise PrintError(msg("print.output_is_folder", path=str(path)))
    folder = path.parent if str(path.parent) else Path(".")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    except OSError as error:
        raise PrintError(_cannot_write(path, error)) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise PrintError(_cannot_write(path, error)) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _cannot_write(path: Path, error: OSError) -> Message:
    return msg("print.cannot_write", path=str(path), reason=os_reason(error))


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current
