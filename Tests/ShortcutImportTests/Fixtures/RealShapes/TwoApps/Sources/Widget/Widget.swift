// The widget extension: its Info.plist is the only one in the tree, and not the app's.
struct PlayerWidgetPlaceholder {}
