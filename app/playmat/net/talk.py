"""What the two players say to each other, and what each screen should be told: the same on
the host's side and the guest's."""

from __future__ import annotations

import threading

from playmat.i18n.message import Message
from playmat.play.client import ChatLine

#: The longest line of chat, in characters.
CHAT_LIMIT = 500


def chat_line(text: str) -> str:
    """A line of chat as it is kept and sent: trimmed, at most :data:`CHAT_LIMIT` long."""
    return text.strip()[:CHAT_LIMIT]


class Talk:
    """The chat so far, and the notices not shown yet (thread-safe: the network's threads
    add, the screen takes)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._notices: list[Message] = []
        self._chat: list[ChatLine] = []

    def notice(self, message: Message) -> None:
        with self._lock:
            self._notices.append(message)

    def notices(self) -> list[Message]:
        """The notices since the last call, oldest first."""
        with self._lock:
            found, self._notices = self._notices, []
            return found

    def said(self, seat: int, text: str) -> str:
        """Keep what ``seat`` said; the line as kept ("" when there was nothing to say)."""
        line = chat_line(text)
        if line:
            with self._lock:
                self._chat.append(ChatLine(seat, line))
        return line

    def chat(self) -> list[ChatLine]:
        with self._lock:
            return list(self._chat)
