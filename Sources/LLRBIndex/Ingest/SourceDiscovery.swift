/// Finds the page files under the paths a user names.
public enum SourceDiscovery {
    public static func files(in paths: [String], extensions: Set<String> = ["txt"])
        -> (files: [SourceFile], problems: [SourceProblem]) {
        (paths.map(SourceFile.init(path:)), [])
    }
}
