#!/bin/sh
# Install the unpacked tdesk folder for this user: a `tdesk` command in ~/.local/bin and a menu
# entry. Run it from inside the folder: sh install.sh   (remove: rm the three paths it prints)
set -e
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications"
ln -sf "$here/tdesk" "$HOME/.local/bin/tdesk"
sed "s|TDESK_DIR|$here|g" "$here/tdesk.desktop" > "$HOME/.local/share/applications/tdesk.desktop"
echo "installed: $HOME/.local/bin/tdesk -> $here/tdesk"
echo "menu entry: $HOME/.local/share/applications/tdesk.desktop"
echo "start it from the menu, or run: tdesk"
