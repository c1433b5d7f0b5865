// Mantine's whole sheet (in its `mantine` layer), loaded with the pages outside PUBLIC_PAGES: the
// account, jobseeker, employer and operator areas use many more components than the public pages.
import '@mantine/core/styles.layer.css';
