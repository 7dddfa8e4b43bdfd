"""The catalogue's pattern language: a small part of ICU MessageFormat.

A pattern is text with placeholders::

    {player} drew {count, plural, one {a card} other {# cards}}.
    {player, select, you {You end your turn.} other {{player} ends their turn.}}

``{name}`` puts an argument's words; ``plural`` chooses a branch by the language's plural
category of a number (``=2`` matches exactly; ``#`` is the number); ``select`` chooses a branch
by an argument's key (``other`` when none matches); ``{parts, sentences}`` writes a list of
messages as sentences, each begun with a capital where the language has them. Apostrophes are
plain text. Patterns are parsed once into a tree of :class:`Text` and :class:`Placeholder`
parts.
"""

from __future__ import annotations

from dataclasses import dataclass, field


class PatternError(ValueError):
    """A catalogue pattern that can't be parsed; says where."""


@dataclass(frozen=True, slots=True)
class Text:
    text: str


@dataclass(frozen=True, slots=True)
class Number:
    """``#`` inside a plural branch: the number being counted."""


@dataclass(frozen=True, slots=True)
class Placeholder:
    name: str
    #: ``""`` for a plain placeholder, else ``"plural"``, ``"select"`` or ``"sentences"``.
    kind: str = ""
    branches: dict[str, Pattern] = field(default_factory=dict)


Part = Text | Number | Placeholder
Pattern = tuple[Part, ...]

_KINDS = ("plural", "select", "sentences")


def parse(source: str) -> Pattern:
    parser = _Parser(source)
    pattern = parser.pattern(in_plural=False)
    if parser.position != len(source):
        raise PatternError(f"unexpected '}}' at {parser.position} in {source!r}")
    return pattern


class _Parser:
    def __init__(self, source: str) -> None:
        self.source = source
        self.position = 0

    def pattern(self, in_plural: bool) -> Pattern:
        parts: list[Part] = []
        text: list[str] = []
        while self.position < len(self.source):
            char = self.source[self.position]
            if char == "}":
                break
            if char == "{":
                if text:
                    parts.append(Text("".join(text)))
                    text = []
                parts.append(self.placeholder())
                continue
            if char == "#" and in_plural:
                if text:
                    parts.append(Text("".join(text)))
                    text = []
                parts.append(Number())
            else:
                text.append(char)
            self.position += 1
        if text:
            parts.append(Text("".join(text)))
        return tuple(parts)

    def placeholder(self) -> Placeholder:
        start = self.position
        self.position += 1  # {
        name = self._word()
        if not name:
            raise PatternError(f"a placeholder needs a name at {start} in {self.source!r}")
        self._spaces()
        if self._take("}"):
            return Placeholder(name)
        if not self._take(","):
            raise PatternError(f"expected ',' or '}}' after {name!r} in {self.source!r}")
        self._spaces()
        kind = self._word()
        if kind not in _KINDS:
            raise PatternError(f"unknown placeholder kind {kind!r} in {self.source!r}")
        self._spaces()
        if kind == "sentences":
            if not self._take("}"):
                raise PatternError(f"expected '}}' after 'sentences' in {self.source!r}")
            return Placeholder(name, kind)
        if not self._take(","):
            raise PatternError(f"expected ',' after {kind!r} in {self.source!r}")
        branches: dict[str, Pattern] = {}
        while True:
            self._spaces()
            if self._take("}"):
                break
            key = self._word()
            if not key:
                raise PatternError(f"expected a branch key at {self.position} in {self.source!r}")
            self._spaces()
            if not self._take("{"):
                raise PatternError(f"expected '{{' after branch {key!r} in {self.source!r}")
            branches[key] = self.pattern(in_plural=kind == "plural")
            if not self._take("}"):
                raise PatternError(f"branch {key!r} is not closed in {self.source!r}")
        if "other" not in branches:
            raise PatternError(f"{kind} of {name!r} needs an 'other' branch in {self.source!r}")
        return Placeholder(name, kind, branches)

    def _word(self) -> str:
        start = self.position
        while self.position < len(self.source) and (
            self.source[self.position].isalnum() or self.source[self.position] in "_=-"
        ):
            self.position += 1
        return self.source[start : self.position]

    def _spaces(self) -> None:
        while self.position < len(self.source) and self.source[self.position].isspace():
            self.position += 1

    def _take(self, char: str) -> bool:
        if self.position < len(self.source) and self.source[self.position] == char:
            self.position += 1
            return True
        return False


def placeholder_names(pattern: Pattern) -> set[str]:
    """Every argument a pattern may use, in any branch."""
    names: set[str] = set()
    for part in pattern:
        if isinstance(part, Placeholder):
            names.add(part.name)
            for branch in part.branches.values():
                names |= placeholder_names(branch)
    return names


def to_source(pattern: Pattern) -> str:
    """The pattern written out again (``parse(to_source(p)) == p``), for patterns made from
    others (:mod:`playmat.i18n.pseudo`)."""
    written: list[str] = []
    for part in pattern:
        if isinstance(part, Text):
            written.append(part.text)
        elif isinstance(part, Number):
            written.append("#")
        elif not part.kind:
            written.append("{" + part.name + "}")
        elif part.kind == "sentences":
            written.append("{" + part.name + ", sentences}")
        else:
            branches = " ".join(
                f"{key} {{{to_source(branch)}}}" for key, branch in part.branches.items()
            )
            written.append(f"{{{part.name}, {part.kind}, {branches}}}")
    return "".join(written)


def text_parts(pattern: Pattern) -> list[str]:
    """The pattern's own words, in every branch (not its arguments')."""
    found: list[str] = []
    for part in pattern:
        if isinstance(part, Text):
            found.append(part.text)
        elif isinstance(part, Placeholder):
            for branch in part.branches.values():
                found += text_parts(branch)
    return found
