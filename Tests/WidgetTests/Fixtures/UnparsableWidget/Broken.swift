import WidgetKit

struct BrokenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Broken", provider: Provider() { entry in
            EntryView(entry: entry)
    }
}
