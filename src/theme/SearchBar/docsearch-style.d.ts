// The DocSearch modal's stylesheet, imported for its side effect by the ejected SearchBar.
declare module '@docsearch/react/style';
