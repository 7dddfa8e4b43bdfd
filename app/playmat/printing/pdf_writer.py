"""A small PDF writer: numbered objects, compressed streams, and the cross-reference table that
lets a viewer find them (PDF 1.4, readable by every viewer and printer driver).

It knows nothing of cards or pages; :mod:`playmat.printing.pdf_output` uses it to write a
:class:`~playmat.printing.page.Document`.
"""

from __future__ import annotations

import zlib
from datetime import datetime


def pdf_string(text: str) -> bytes:
    """A text string: UTF-16 with a byte-order mark, in hexadecimal, so any letter survives."""
    return b"<FEFF" + text.encode("utf-16-be").hex().upper().encode("ascii") + b">"


def pdf_date(moment: datetime) -> bytes:
    stamp = moment.strftime("D:%Y%m%d%H%M%S")
    offset = moment.utcoffset()
    if offset is None:
        return pdf_string(stamp)
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    minutes = abs(minutes)
    return pdf_string(f"{stamp}{sign}{minutes // 60:02d}'{minutes % 60:02d}'")


def number(value: float) -> str:
    """A PDF number: at most four decimals, no exponent, no trailing zeros."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


class PdfWriter:
    """Collects objects by number and writes the file. Object 1 is the catalogue."""

    def __init__(self) -> None:
        self._objects: list[bytes | None] = []

    def reserve(self) -> int:
        """A number for an object written later with :meth:`set` (for forward references)."""
        self._objects.append(None)
        return len(self._objects)

    def set(self, object_number: int, body: bytes) -> None:
        self._objects[object_number - 1] = body

    def add(self, body: bytes) -> int:
        self._objects.append(body)
        return len(self._objects)

    def add_stream(self, dictionary: bytes, data: bytes, compress: bool = True) -> int:
        """A stream object; ``dictionary`` holds its entries without ``/Length``."""
        if compress:
            data = zlib.compress(data, 6)
            dictionary += b" /Filter /FlateDecode"
        header = b"<< " + dictionary + b" /Length " + str(len(data)).encode() + b" >>"
        return self.add(header + b"\nstream\n" + data + b"\nendstream")

    def build(self, root: int, info: int) -> bytes:
        missing = [str(n + 1) for n, body in enumerate(self._objects) if body is None]
        if missing:
            raise ValueError(f"PDF objects reserved but never written: {', '.join(missing)}")
        # The second line's bytes above 127 tell transfer tools the file is binary.
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for index, body in enumerate(self._objects, start=1):
            offsets.append(len(out))
            out += f"{index} 0 obj\n".encode() + body + b"\nendobj\n"  # type: ignore[operator]
        xref = len(out)
        out += f"xref\n0 {len(offsets) + 1}\n".encode()
        out += b"0000000000 65535 f \n"
        for offset in offsets:
            out += f"{offset:010d} 00000 n \n".encode()
        out += (
            f"trailer\n<< /Size {len(offsets) + 1} /Root {root} 0 R /Info {info} 0 R >>\n"
            f"startxref\n{xref}\n%%EOF\n"
        ).encode()
        return bytes(out)
