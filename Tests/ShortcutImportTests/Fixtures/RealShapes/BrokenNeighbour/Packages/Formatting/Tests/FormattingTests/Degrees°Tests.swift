import Testing

@Test func degrees( {
    #expect(format(100) == "100 °C"
}
