import { configure } from '@testing-library/react';

// waitFor and findBy* give up after 1 s by default: on a two-core machine running the server
// suites beside these, a render that takes a second longer is load, not a bug.
configure({ asyncUtilTimeout: 5000 });
