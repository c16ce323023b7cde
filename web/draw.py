"""Hand a ``Scene`` to the painter (``web/paint.js``, ``window.remiPaint``) in one piece.

Layout stays in Python; the canvas calls are made in JavaScript. A card face is some forty canvas
calls: made from Python, each was a crossing through Pyodide's proxies, and a table of thirty
cards drawn path by path took up to 190 ms on a slow phone (bench/longtasks.py --cpu 4). Now a
drawing is one call with the items as JSON: each item is its dataclass's fields (scene.py) and its
``kind``, read by the painter under the same names.
"""

from __future__ import annotations

import json
from typing import Any, Dict, Iterable, List

from scene import ButtonItem, CardItem, RectItem, TagItem, TextItem

KINDS = {CardItem: "card", TextItem: "text", RectItem: "rect", ButtonItem: "button", TagItem: "tag"}


def item_data(item: Any) -> Dict[str, Any]:
    """One scene item as the painter reads it: its fields, and its kind."""
    data = dict(item.__dict__)
    data["kind"] = KINDS[type(item)]
    return data


def items_json(items: Iterable[Any]) -> str:
    """Scene items as one JSON text, in drawing order."""
    data: List[Dict[str, Any]] = [item_data(item) for item in items]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
