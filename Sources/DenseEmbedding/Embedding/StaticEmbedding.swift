public import ShortcutPreviewCore

/// Static token embeddings in the model2vec format: a sentence is the mean of its tokens' rows.
///
/// A model folder holds `model.safetensors` with an `embeddings` tensor `[tokens, dimension]`
/// (F32, F16, BF16, F64, or I8) and `tokenizer.json` (BERT WordPiece). Optional tensors:
/// `scales` `[rows]` multiplies each row (int8 quantisation with one scale per row, as the
/// shipped model uses), `weights` `[tokens]` multiplies each token's row (model2vec's
/// per-token weights), and `mapping` `[tokens]` maps token ids to rows (model2vec's
/// vocabulary quantisation). `config.json` is not needed.
///
/// ``embed(_:into:)->_`` tokenizes without special tokens, skips special and unknown tokens (as
/// model2vec does), averages the rows and L2-normalises the mean, so the dot product of two
/// embeddings is their cosine. An int8 table stays int8 in memory.
public struct StaticEmbedding: Sendable {
    /// The tokenizer read from `tokenizer.json`.
    public let tokenizer: WordPieceTokenizer
    /// The length of every vector.
    public let dimension: Int
    /// The number of rows in the table.
    public let rowCount: Int
    /// The element type the table is stored as in memory: `.int8` or `.float32`.
    public let storage: SafeTensorsFile.DType
    /// The folder the model was read from, if it was read from one.
    public let directory: URL?

    private let int8Rows: Int8Rows  // in place in the mapped file
    private let floatRows: [Float]
    /// Per token id: the factor its row is multiplied by (row scale × token weight); 0 skips it.
    private let tokenScale: [Float]
    /// Per token id: its row, when the table maps tokens to shared rows; empty for identity.
    private let rowOfToken: [Int32]

    /// Reads the model2vec folder at `directory` (`model.safetensors` and `tokenizer.json`, with
    /// `tokenizer.safetensors` read instead of parsing the JSON when it was saved for it).
    public init(directory: URL) throws(ShortcutPreviewError) {
        let tensors = try SafeTensorsFile(contentsOf: directory.appendingPathComponent("model.safetensors"))
        let tokenizer = try WordPieceTokenizer(contentsOf: directory.appendingPathComponent("tokenizer.json"))
        try self.init(tensors: tensors, tokenizer: tokenizer, directory: directory)
    }

    /// Builds an embedding from an opened table and tokenizer; checks that they fit together.
    public init(tensors: SafeTensorsFile, tokenizer: WordPieceTokenizer, directory: URL? = nil) throws(ShortcutPreviewError) {
        func fail(_ reason: String) -> ShortcutPreviewError {
            ShortcutPreviewError(.invalidValue, file: tensors.file, reason: reason, remedy: "use a model2vec model folder whose table matches its tokenizer.json")
        }
        let embeddings = try tensors.require("embeddings")
        guard embeddings.shape.count == 2, embeddings.shape[0] > 0, embeddings.shape[1] > 0 else {
            throw fail("\"embeddings\" has shape \(embeddings.shape), expected [tokens, dimension]")
        }
        let rows = embeddings.shape[0]
        let dimension = embeddings.shape[1]
        let tokens = tokenizer.idCount

        var rowOfToken: [Int32] = []
        if let mapping = tensors.tensor("mapping") {
            guard Self.isVector(mapping.shape, count: tokens) else {
                throw fail("\"mapping\" has shape \(mapping.shape), expected [\(tokens)] (one row per token id)")
            }
            let values = try tensors.integers("mapping")
            guard values.allSatisfy({ $0 >= 0 && $0 < rows }) else { throw fail("\"mapping\" points outside the \(rows) rows") }
            rowOfToken = values.map { Int32($0) }
        } else if rows < tokens {
            throw fail("\"embeddings\" has \(rows) rows but the tokenizer has ids up to \(tokens - 1)")
        }

        var rowScale = [Float](repeating: 1, count: rows)
        if let scales = tensors.tensor("scales") {
            guard Self.isVector(scales.shape, count: rows) else {
                throw fail("\"scales\" has shape \(scales.shape), expected [\(rows)] (one scale per row)")
            }
            rowScale = try tensors.floats("scales")
        }
        var tokenWeight = [Float](repeating: 1, count: tokens)
        if let weights = tensors.tensor("weights") {
            guard Self.isVector(weights.shape, count: tokens) else {
                throw fail("\"weights\" has shape \(weights.shape), expected [\(tokens)] (one weight per token id)")
            }
            tokenWeight = try tensors.floats("weights")
        }
        var tokenScale = [Float](repeating: 0, count: tokens)
        for token in 0..<tokens {
            let row = rowOfToken.isEmpty ? token : Int(rowOfToken[token])
            let scale = rowScale[row] * tokenWeight[token]
            tokenScale[token] = scale.isFinite ? scale : 0
        }
        for special in tokenizer.specialIDs where Int(special) < tokens { tokenScale[Int(special)] = 0 }

        switch embeddings.dtype {
        case .int8:
            int8Rows = try tensors.int8Rows("embeddings")
            floatRows = []
            storage = .int8
        case .float32, .float16, .bfloat16, .float64:
            floatRows = try tensors.floats("embeddings").map { $0.isFinite ? $0 : 0 }
            int8Rows = []
            storage = .float32
        default:
            throw fail("\"embeddings\" is \(embeddings.dtype.rawValue); expected F32, F16, BF16, F64 or I8")
        }
        self.tokenizer = tokenizer
        self.dimension = dimension
        self.rowCount = rows
        self.tokenScale = tokenScale
        self.rowOfToken = rowOfToken
        self.directory = directory
    }

    private static func isVector(_ shape: [Int], count: Int) -> Bool {
        shape == [count] || shape == [count, 1]
    }

    /// Bytes the table and its per-token arrays occupy in memory (the tokenizer not included).
    public var tableByteCount: Int {
        int8Rows.count + floatRows.count * 4 + tokenScale.count * 4 + rowOfToken.count * 4
    }

    /// Writes the L2-normalised mean of the token rows of `text` into `vector`, resized to
    /// ``dimension`` if needed (the only allocation, on first use of a buffer). A text without
    /// known tokens gives the zero vector.
    public func embed(_ text: String, into vector: inout [Float]) {
        if vector.count != dimension {
            vector = [Float](repeating: 0, count: dimension)
        }
        vector.withUnsafeMutableBufferPointer { _ = embed(text, into: $0) }
    }

    /// The embedding of `text`, in a new array.
    public func embedding(of text: String) -> [Float] {
        var vector: [Float] = []
        embed(text, into: &vector)
        return vector
    }

    /// The cosine similarity of two texts, in -1...1 (0 when either has no known token).
    public func cosine(_ first: String, _ second: String) -> Float {
        let a = embedding(of: first)
        let b = embedding(of: second)
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in Self.dot(x, y) } }
    }

    /// Embeds into caller-owned memory of at least ``dimension`` floats; returns the number of
    /// tokens averaged.
    @discardableResult
    public func embed(_ text: String, into vector: UnsafeMutableBufferPointer<Float>) -> Int {
        let dimension = self.dimension
        let output = UnsafeMutableBufferPointer(rebasing: vector[0..<dimension])
        output.initialize(repeating: 0)
        var count = 0
        let tokens = tokenScale.count
        tokenScale.withUnsafeBufferPointer { scales in
            rowOfToken.withUnsafeBufferPointer { mapping in
                int8Rows.withUnsafeBufferPointer { int8 in
                    floatRows.withUnsafeBufferPointer { float in
                        tokenizer.forEachTokenID(in: text) { id in
                            let token = Int(id)
                            guard token < tokens else { return }
                            let scale = scales[token]
                            guard scale != 0 else { return }
                            let row = mapping.isEmpty ? token : Int(mapping[token])
                            let base = row * dimension
                            if int8.isEmpty {
                                for d in 0..<dimension { output[d] += scale * float[base + d] }
                            } else {
                                Self.addScaled(int8, from: base, scale: scale, into: output)
                            }
                            count += 1
                        }
                    }
                }
            }
        }
        // The mean's direction is the sum's: normalising the sum skips the division.
        return Self.normalize(output) ? count : 0
    }

    /// Scales `vector` to unit length; zeroes it and returns false when it has no direction
    /// (all zeros, or not finite). The last step of every pooling.
    @inline(__always)
    static func normalize(_ vector: UnsafeMutableBufferPointer<Float>) -> Bool {
        var squared: Float = 0
        for d in 0..<vector.count { squared += vector[d] * vector[d] }
        guard squared > 0, squared.isFinite else {
            vector.update(repeating: 0)
            return false
        }
        let inverse = 1 / squared.squareRoot()
        for d in 0..<vector.count { vector[d] *= inverse }
        return true
    }

    /// `output += scale × int8[base ..< base + output.count]`, eight lanes at a time: the
    /// inner loop of every embedding, once per token.
    @inline(__always)
    static func addScaled(_ int8: UnsafeBufferPointer<Int8>, from base: Int, scale: Float, into output: UnsafeMutableBufferPointer<Float>) {
        guard let source = int8.baseAddress, let target = output.baseAddress else { return }
        let count = output.count
        let row = UnsafeRawPointer(source + base)
        let out = UnsafeMutableRawPointer(target)
        let factor = SIMD8<Float>(repeating: scale)
        var d = 0
        while d + 8 <= count {
            let bytes = row.loadUnaligned(fromByteOffset: d, as: SIMD8<Int8>.self)
            let values = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: bytes))
            let current = out.loadUnaligned(fromByteOffset: d * 4, as: SIMD8<Float>.self)
            out.storeBytes(of: current + factor * values, toByteOffset: d * 4, as: SIMD8<Float>.self)
            d += 8
        }
        while d < count {
            target[d] += scale * Float(source[base + d])
            d += 1
        }
    }

    /// The dot product of two vectors of equal length.
    @inline(__always)
    public static func dot(_ a: UnsafeBufferPointer<Float>, _ b: UnsafeBufferPointer<Float>) -> Float {
        let count = min(a.count, b.count)
        var lanes = SIMD8<Float>()
        var index = 0
        if let x = a.baseAddress, let y = b.baseAddress {
            let rawX = UnsafeRawPointer(x)
            let rawY = UnsafeRawPointer(y)
            // Four running sums: with one, every add waits for the one before it.
            var (s0, s1, s2, s3) = (SIMD8<Float>(), SIMD8<Float>(), SIMD8<Float>(), SIMD8<Float>())
            while index + 32 <= count {
                let offset = index * 4
                s0 += rawX.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self) * rawY.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                s1 += rawX.loadUnaligned(fromByteOffset: offset + 32, as: SIMD8<Float>.self) * rawY.loadUnaligned(fromByteOffset: offset + 32, as: SIMD8<Float>.self)
                s2 += rawX.loadUnaligned(fromByteOffset: offset + 64, as: SIMD8<Float>.self) * rawY.loadUnaligned(fromByteOffset: offset + 64, as: SIMD8<Float>.self)
                s3 += rawX.loadUnaligned(fromByteOffset: offset + 96, as: SIMD8<Float>.self) * rawY.loadUnaligned(fromByteOffset: offset + 96, as: SIMD8<Float>.self)
                index += 32
            }
            lanes = (s0 + s1) + (s2 + s3)
            while index + 8 <= count {
                let u = rawX.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<Float>.self)
                let v = rawY.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<Float>.self)
                lanes += u * v  // not addingProduct: without FMA hardware that is a libm call per lane
                index += 8
            }
        }
        var sum = lanes.sum()
        while index < count {
            sum += a[index] * b[index]
            index += 1
        }
        return sum
    }
}
