// A minimal site for the plugin tests.
module.exports = {title: 'Fixture', url: 'https://example.org', baseUrl: '/'};
