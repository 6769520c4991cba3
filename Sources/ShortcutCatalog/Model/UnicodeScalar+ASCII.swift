extension Unicode.Scalar {
    /// A–Z or a–z: locale subtags and `.strings` bare words allow these letters only.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
