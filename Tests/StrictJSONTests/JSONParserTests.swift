import ShortcutPreviewCore
@testable import StrictJSON
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test func keepsMemberOrderAndDecodesEscapes() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": [true, null, -2.5e1], "m": "\u00e9\ud83d\ude00\n\/\"x\""}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == ["z", "a", "m"])
        #expect(value["a"] == .array([.bool(true), .null, .number(-25)]))
        #expect(value["m"] == .string("é😀\n/\"x\""))
    }

    @Test func skipsUTF8ByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test func truncatedInputReportsEndPositionAndPath() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": [1,\n  2")
            Issue.record("expected an error")
        } catch {
            #expect(error.reason.contains("truncated"))
            #expect(error.position == "line 3, column 4")
            #expect(error.jsonPath?.description == "$.a[2]")
        }
    }

    @Test func trailingGarbageIsRejected() {
        #expect(throws: ShortcutPreviewError.self) { try JSONParser.parse("{} x") }
        do {
            _ = try JSONParser.parse("[1] ]")
        } catch {
            #expect(error.reason.contains("after the end"))
            #expect(error.position == "line 1, column 5")
        }
    }

    @Test func invalidUTF8IsRejectedWithPosition() {
        do {
            _ = try JSONParser.parse(Array("{\"a\": \"x".utf8) + [0xFF] + Array("\"}".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.reason.contains("UTF-8"))
            #expect(error.code == .invalidEncoding)
            #expect(error.position == "line 1, column 9")
        }
        // Overlong encoding of "/" and an encoded surrogate are invalid too.
        #expect(throws: ShortcutPreviewError.self) { try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) }
        #expect(throws: ShortcutPreviewError.self) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONParser.parse(deep)
            Issue.record("expected an error")
        } catch {
            #expect(error.reason.contains("nested deeper than 200"))
        }
        let allowed = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        _ = try JSONParser.parse(allowed)
    }

    @Test(arguments: ["", "   ", "01", "[1,]", "{\"a\" 1}", "{'a': 1}", "\"tab\there\"", "\"\\x\"", "[1 2]", "nul", "\"\\ud800\"", "1e", "-"])
    func rejectsInvalidDocuments(_ text: String) {
        #expect(throws: ShortcutPreviewError.self) { try JSONParser.parse(text) }
    }

    @Test func errorDescriptionIsOneLineWithPosition() {
        do {
            _ = try JSONParser.parse("{\"shortcuts\": [ {\"phrases\": [\"a\" \"b\"]} ]}")
        } catch {
            #expect(error.description == "line 1, column 34, at $.shortcuts[0].phrases[1]: expected ',' or ']' after an array element (fix the JSON syntax)")
        }
    }
}

@Suite("JSON writer")
struct JSONWriterTests {
    @Test func writesXcodeStyleExactly() {
        let document = JSONValue.object([
            ("sourceLanguage", .string("en")),
            ("strings", .object([
                ("A / B \"q\" ü 日本\n\t\u{01}", .object([
                    ("localizations", .object([])),
                    ("values", .array([.string("x"), .number(2), .bool(false), .null])),
                ])),
            ])),
            ("version", .string("1.0")),
        ])
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "A / B \\"q\\" ü 日本\\n\\t\\u0001" : {
              "localizations" : {

              },
              "values" : [
                "x",
                2,
                false,
                null
              ]
            }
          },
          "version" : "1.0"
        }
        """
        #expect(JSONWriter.write(document) == expected)
        #expect(JSONWriter.write(.array([]), style: .compact) == "[]\n")
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = JSONWriter.write(.object([("k", .string("line\nbreak \u{1F} \\ / é"))]))
        #expect(try JSONParser.parse(text) == .object([("k", .string("line\nbreak \u{1F} \\ / é"))]))
    }

    @Test func sortsKeysLikeXcode() {
        let keys = ["b lower", "Key10", "Z", "${applicationName} done", "Key2", "a", "B upper", "Add water", "_x", "ja", "en", "zh-Hans", "pt-BR"]
        #expect(XcodeKeyOrder.sorted(keys) == [
            "_x", "${applicationName} done", "a", "Add water", "b lower", "B upper", "en", "ja", "Key2", "Key10", "pt-BR", "Z", "zh-Hans",
        ])
    }
}
