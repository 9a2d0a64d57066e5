"""``python -m tdesk``: the same as the ``tdesk`` command."""

import sys

from tdesk.cli import main

sys.exit(main())
