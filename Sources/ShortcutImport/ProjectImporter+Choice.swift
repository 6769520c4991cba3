import ShortcutPreviewCore
import StrictJSON

extension ProjectImporter {
    /// One way to import the folder: a provider as one app target builds it.
    struct Candidate {
        var provider: String
        var providerFile: String
        var target: XcodeProject.Target?
        var project: XcodeProject?
    }

    /// Picks the provider and the app target. The candidates are the application targets
    /// whose files include a provider's file; each is imported, and when they all give the
    /// same catalog, or only one iOS app is among them, that one is kept with a note. Only
    /// when the choice changes the result is it an error that lists what differs.
    func choose(_ context: Context) throws(ShortcutPreviewError) -> ImportedProject {
        let candidates = try self.candidates(context)
        if candidates.count == 1 {
            let only = candidates[0]
            return try importing(context, provider: only.provider, providerFile: only.providerFile, xcodeTarget: only.target, project: only.project)
        }
        var results: [(Candidate, ImportedProject)] = []
        for candidate in candidates {
            results.append((candidate, try importing(context, provider: candidate.provider, providerFile: candidate.providerFile, xcodeTarget: candidate.target, project: candidate.project)))
        }
        // Groups of candidates that import alike, in the candidates' order.
        var groups: [[(Candidate, ImportedProject)]] = []
        for result in results {
            if let at = groups.firstIndex(where: { Self.sameCatalog($0[0].1, result.1) }) { groups[at].append(result) } else { groups.append([result]) }
        }
        let names = { (group: [(Candidate, ImportedProject)]) in group.map { Self.label($0.0) }.joined(separator: ", ") }
        if groups.count == 1 {
            var chosen = (groups[0].first { $0.0.target?.platform == "iOS" } ?? groups[0][0]).1
            chosen.findings.insert(ImportFinding(.note, file: chosen.providerFile, message: "app targets \(names(groups[0])) \(groups[0].count == 2 ? "both" : "all") build the provider and give the same catalog; imported for \(chosen.target ?? chosen.provider)"), at: 0)
            return chosen
        }
        let iOS = groups.filter { $0.contains { $0.0.target?.platform == "iOS" } }
        if iOS.count == 1, let pick = iOS[0].first(where: { $0.0.target?.platform == "iOS" }) {
            var chosen = pick.1
            let others = groups.filter { $0[0].0.target?.name != iOS[0][0].0.target?.name }.map(names).joined(separator: ", ")
            chosen.findings.insert(ImportFinding(.note, file: chosen.providerFile, message: "imported for the iOS app target \(Self.label(pick.0)); \(others) also build\(others.contains(",") ? "" : "s") the provider, with a different catalog (\(Self.differences(groups.map { $0[0].1 }))); pass --target NAME for another"), at: 0)
            return chosen
        }
        let listing = groups.map { group in "\(names(group)): \(Self.describe(group[0].1, aspects: Self.differingAspects(groups.map { $0[0].1 })))" }.joined(separator: "; ")
        throw ShortcutPreviewError(
            .ambiguousTarget, file: directory.relativePath,
            reason: "\(results.count) app targets build an AppShortcutsProvider, and the catalog depends on which: \(listing)",
            remedy: "pick one with --target NAME")
    }

    /// The (provider, target) pairs to try.
    private func candidates(_ context: Context) throws(ShortcutPreviewError) -> [Candidate] {
        let projects = context.projects
        func owner(_ target: XcodeProject.Target) -> XcodeProject? { projects.first { $0.targets.contains { $0.name == target.name && $0.productType == target.productType } } }
        if target == nil {
            let providers = try providerList(context.index)
            var pairs: [Candidate] = []
            for (provider, file) in providers {
                for project in projects {
                    // A project.yml beside the .xcodeproj it generates describes the same targets.
                    for app in project.targets where app.isApplication && app.membership.contains(file)
                        && !pairs.contains(where: { $0.provider == provider && $0.target?.name == app.name }) {
                        pairs.append(Candidate(provider: provider, providerFile: file, target: app, project: project))
                    }
                }
            }
            if !pairs.isEmpty { return pairs }
        }
        let (provider, file) = try chooseProvider(context.index, projects: projects)
        let targets = fallbackXcodeTarget(projects, providerFile: file)
        if targets.isEmpty { return [Candidate(provider: provider, providerFile: file, target: nil, project: nil)] }
        return targets.map { Candidate(provider: provider, providerFile: file, target: $0, project: owner($0)) }
    }

    static func label(_ candidate: Candidate) -> String {
        guard let target = candidate.target else { return candidate.provider }
        return "\(target.name) (\(target.platform))"
    }

    static func sameCatalog(_ a: ImportedProject, _ b: ImportedProject) -> Bool {
        a.manifest == b.manifest && a.stringCatalog?.display == b.stringCatalog?.display && a.legacyStrings.map(\.display) == b.legacyStrings.map(\.display)
    }

    /// What tells results apart, as (aspect, value) pairs.
    static func aspects(_ result: ImportedProject) -> [(String, String)] {
        let counts = result.summary
        let name = result.manifest["application"].map { ManifestWriter.write($0).split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ") } ?? "none"
        let locales = result.stringCatalog?.display ?? (result.legacyStrings.isEmpty ? "none" : result.legacyStrings.map(\.locale).joined(separator: ", "))
        let shortcuts = result.manifest["shortcuts"].map(ManifestWriter.write) ?? ""
        return [
            ("provider", "\(result.provider) (\(result.providerFile))"),
            ("shortcuts", "\(counts.shortcuts) shortcuts, \(counts.phrases) phrases"),
            ("phrases", shortcuts),
            ("app name", name),
            ("types", counts.types.joined(separator: ", ")),
            ("strings", locales),
        ]
    }

    static func differingAspects(_ results: [ImportedProject]) -> [String] {
        let all = results.map(aspects)
        return all[0].indices.filter { index in Set(all.map { $0[index].1 }).count > 1 }.map { all[0][$0].0 }
    }

    static func differences(_ results: [ImportedProject]) -> String {
        let names = differingAspects(results).map { $0 == "phrases" ? "phrase text" : $0 }
        return names.isEmpty ? "the types' values" : names.joined(separator: ", ")
    }

    static func describe(_ result: ImportedProject, aspects wanted: [String]) -> String {
        let shown = aspects(result).filter { wanted.contains($0.0) && $0.0 != "phrases" }
        let text = (shown.isEmpty ? aspects(result).filter { $0.0 == "shortcuts" } : shown).map { "\($0.0) \($0.1)" }
        return text.joined(separator: ", ")
    }
}
