"""Just enough of TrueType to put a font into a PDF: read its glyphs, advances and metrics, and
write a copy that keeps only the glyphs a sheet uses.

The copy keeps every glyph's number (unused glyphs are left empty), so text can be written as
glyph numbers (PDF's ``Identity-H`` encoding) with no renumbering, and a one-page sheet embeds a
few kilobytes of font instead of the whole file.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

#: Tables a PDF viewer may use to draw the glyphs; layout tables (GSUB, GPOS, kern...) are not
#: needed because the PDF positions every glyph itself.
_KEPT_TABLES = (
    b"OS/2",
    b"cmap",
    b"cvt ",
    b"fpgm",
    b"glyf",
    b"head",
    b"hhea",
    b"hmtx",
    b"loca",
    b"maxp",
    b"name",
    b"post",
    b"prep",
)
# Composite glyph flags (the 'glyf' table).
_ARGS_ARE_WORDS = 0x0001
_HAS_SCALE = 0x0008
_MORE_COMPONENTS = 0x0020
_HAS_XY_SCALE = 0x0040
_HAS_TWO_BY_TWO = 0x0080


class FontFileError(ValueError):
    """The file is not a TrueType font this module can read."""


@dataclass(frozen=True)
class FontMetrics:
    """Vertical metrics and bounding box, in font units."""

    units_per_em: int
    ascent: int
    descent: int
    cap_height: int
    bbox: tuple[int, int, int, int]


class TrueTypeFont:
    def __init__(self, data: bytes, name: str = "Font") -> None:
        self.data = data
        self.name = name
        if data[:4] not in (b"\x00\x01\x00\x00", b"true"):
            raise FontFileError(f"{name} is not a TrueType font")
        (count,) = struct.unpack_from(">H", data, 4)
        self.tables: dict[bytes, tuple[int, int]] = {}
        for index in range(count):
            tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * index)
            self.tables[tag] = (offset, length)
        for needed in (b"head", b"hhea", b"hmtx", b"loca", b"glyf", b"maxp", b"cmap"):
            if needed not in self.tables:
                raise FontFileError(f"{name} has no {needed.decode()} table")

    @classmethod
    def from_file(cls, path: Path) -> TrueTypeFont:
        return cls(path.read_bytes(), path.stem)

    def table(self, tag: bytes) -> bytes:
        offset, length = self.tables[tag]
        return self.data[offset : offset + length]

    # -- reading -------------------------------------------------------------------------------

    @cached_property
    def glyph_count(self) -> int:
        count: int = struct.unpack_from(">H", self.table(b"maxp"), 4)[0]
        return count

    @cached_property
    def metrics(self) -> FontMetrics:
        head = self.table(b"head")
        units = struct.unpack_from(">H", head, 18)[0]
        bbox = struct.unpack_from(">hhhh", head, 36)
        hhea = self.table(b"hhea")
        ascent, descent = struct.unpack_from(">hh", hhea, 4)
        cap_height = ascent
        if b"OS/2" in self.tables:
            os2 = self.table(b"OS/2")
            version = struct.unpack_from(">H", os2, 0)[0]
            if version >= 2 and len(os2) >= 90:
                cap_height = struct.unpack_from(">h", os2, 88)[0]
        return FontMetrics(units, ascent, descent, cap_height, bbox)

    @cached_property
    def advances(self) -> list[int]:
        """Advance width of every glyph, in font units."""
        metric_count = struct.unpack_from(">H", self.table(b"hhea"), 34)[0]
        hmtx = self.table(b"hmtx")
        widths = [struct.unpack_from(">H", hmtx, 4 * i)[0] for i in range(metric_count)]
        return widths + [widths[-1]] * (self.glyph_count - metric_count)

    @cached_property
    def _locations(self) -> list[int]:
        long_offsets = struct.unpack_from(">h", self.table(b"head"), 50)[0] == 1
        loca = self.table(b"loca")
        count = self.glyph_count + 1
        if long_offsets:
            return list(struct.unpack_from(f">{count}I", loca))
        return [2 * value for value in struct.unpack_from(f">{count}H", loca)]

    @cached_property
    def character_map(self) -> dict[int, int]:
        """Unicode code point -> glyph number, from the font's Unicode ``cmap`` subtable."""
        cmap = self.table(b"cmap")
        (count,) = struct.unpack_from(">H", cmap, 2)
        subtables = {}
        for index in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", cmap, 4 + 8 * index)
            subtables[(platform, encoding)] = offset
        for key in ((3, 10), (0, 4), (0, 6)):
            if key in subtables and struct.unpack_from(">H", cmap, subtables[key])[0] == 12:
                return _cmap_format_12(cmap, subtables[key])
        for key in ((3, 1), (0, 3), (0, 1), (0, 0)):
            if key in subtables and struct.unpack_from(">H", cmap, subtables[key])[0] == 4:
                return _cmap_format_4(cmap, subtables[key])
        raise FontFileError(f"{self.name} has no Unicode character map")

    def glyph_ids(self, text: str) -> list[int]:
        """The glyph of each character (0, the 'missing' box, for one the font lacks)."""
        mapping = self.character_map
        return [mapping.get(ord(character), 0) for character in text]

    def width(self, text: str, size: float) -> float:
        """Width of ``text`` at ``size`` (in whatever unit ``size`` is), without kerning,
        exactly as a PDF viewer places it."""
        advances = self.advances
        total = sum(advances[glyph] for glyph in self.glyph_ids(text))
        return total * size / self.metrics.units_per_em

    # -- writing -------------------------------------------------------------------------------

    def _components(self, glyph: int) -> list[int]:
        """The glyphs a composite glyph is built from (none for a simple glyph)."""
        start, end = self._locations[glyph], self._locations[glyph + 1]
        if end - start < 10:
            return []
        glyf_offset = self.tables[b"glyf"][0]
        data = self.data
        position = glyf_offset + start
        (contours,) = struct.unpack_from(">h", data, position)
        if contours >= 0:
            return []
        position += 10
        components = []
        while True:
            flags, component = struct.unpack_from(">HH", data, position)
            components.append(component)
            position += 4 + (4 if flags & _ARGS_ARE_WORDS else 2)
            if flags & _HAS_SCALE:
                position += 2
            elif flags & _HAS_XY_SCALE:
                position += 4
            elif flags & _HAS_TWO_BY_TWO:
                position += 8
            if not flags & _MORE_COMPONENTS:
                return components

    def closure(self, glyphs: Iterable[int]) -> set[int]:
        """``glyphs``, glyph 0, and every glyph they are built from."""
        wanted = {0}
        pending = [g for g in glyphs if 0 <= g < self.glyph_count]
        while pending:
            glyph = pending.pop()
            if glyph in wanted:
                continue
            wanted.add(glyph)
            pending.extend(self._components(glyph))
        return wanted

    def subset(self, glyphs: Iterable[int]) -> bytes:
        """A font file with only ``glyphs`` (and their parts) drawn, every number kept."""
        keep = self.closure(glyphs)
        glyf_offset = self.tables[b"glyf"][0]
        pieces: list[bytes] = []
        offsets = [0]
        for glyph in range(self.glyph_count):
            if glyph in keep:
                start, end = self._locations[glyph], self._locations[glyph + 1]
                piece = self.data[glyf_offset + start : glyf_offset + end]
                piece += b"\0" * (-len(piece) % 4)
                pieces.append(piece)
                offsets.append(offsets[-1] + len(piece))
            else:
                offsets.append(offsets[-1])
        tables = {tag: self.table(tag) for tag in _KEPT_TABLES if tag in self.tables}
        tables[b"glyf"] = b"".join(pieces)
        tables[b"loca"] = struct.pack(f">{len(offsets)}I", *offsets)
        head = bytearray(tables[b"head"])
        struct.pack_into(">I", head, 8, 0)  # checkSumAdjustment, set below
        struct.pack_into(">h", head, 50, 1)  # long loca offsets
        tables[b"head"] = bytes(head)
        if b"post" in tables:
            # Version 3: the same metrics without the glyph names, which only tools read.
            tables[b"post"] = b"\x00\x03\x00\x00" + tables[b"post"][4:32]
        return _assemble(tables)


def _cmap_format_4(cmap: bytes, offset: int) -> dict[int, int]:
    (segments_x2,) = struct.unpack_from(">H", cmap, offset + 6)
    count = segments_x2 // 2
    ends_at = offset + 14
    starts_at = ends_at + segments_x2 + 2
    deltas_at = starts_at + segments_x2
    ranges_at = deltas_at + segments_x2
    ends = struct.unpack_from(f">{count}H", cmap, ends_at)
    starts = struct.unpack_from(f">{count}H", cmap, starts_at)
    deltas = struct.unpack_from(f">{count}h", cmap, deltas_at)
    ranges = struct.unpack_from(f">{count}H", cmap, ranges_at)
    mapping: dict[int, int] = {}
    for segment in range(count):
        for code in range(starts[segment], ends[segment] + 1):
            if code == 0xFFFF:
                continue
            if ranges[segment] == 0:
                glyph = (code + deltas[segment]) & 0xFFFF
            else:
                address = ranges_at + 2 * segment + ranges[segment] + 2 * (code - starts[segment])
                (glyph,) = struct.unpack_from(">H", cmap, address)
                if glyph:
                    glyph = (glyph + deltas[segment]) & 0xFFFF
            if glyph:
                mapping[code] = glyph
    return mapping


def _cmap_format_12(cmap: bytes, offset: int) -> dict[int, int]:
    (groups,) = struct.unpack_from(">I", cmap, offset + 12)
    mapping: dict[int, int] = {}
    for index in range(groups):
        start, end, glyph = struct.unpack_from(">III", cmap, offset + 16 + 12 * index)
        for code in range(start, end + 1):
            mapping[code] = glyph + code - start
    return mapping


def _checksum(data: bytes) -> int:
    data += b"\0" * (-len(data) % 4)
    words: tuple[int, ...] = struct.unpack(f">{len(data) // 4}I", data)
    return sum(words) & 0xFFFFFFFF


def _assemble(tables: dict[bytes, bytes]) -> bytes:
    """A font file from its tables, with the directory and checksums the format asks for."""
    tags = sorted(tables)
    count = len(tags)
    power = 1
    while power * 2 <= count:
        power *= 2
    header = struct.pack(
        ">IHHHH", 0x00010000, count, power * 16, power.bit_length() - 1, count * 16 - power * 16
    )
    offset = 12 + 16 * count
    directory = b""
    body = b""
    for tag in tags:
        data = tables[tag]
        directory += struct.pack(">4sIII", tag, _checksum(data), offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    font = bytearray(header + directory + body)
    head_offset = offset + sum(
        len(tables[t]) + (-len(tables[t]) % 4) for t in tags[: tags.index(b"head")]
    )
    adjustment = (0xB1B0AFBA - _checksum(bytes(font))) & 0xFFFFFFFF
    struct.pack_into(">I", font, head_offset + 8, adjustment)
    return bytes(font)
