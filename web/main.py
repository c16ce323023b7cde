"""Entry point run by PyScript: start the app, or say in plain words why it cannot start."""

import traceback

from pyodide.ffi import create_proxy
from pyscript import document, window

try:
    import app

    REMI_APP = app.main(window, document, create_proxy)
except Exception as exc:  # show the failure instead of a blank page
    details = traceback.format_exc()
    window.console.error("Remi could not start:\n" + details)
    window.remiFail("python", f"{type(exc).__name__}: {exc}")
