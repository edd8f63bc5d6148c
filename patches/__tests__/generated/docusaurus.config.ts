/** A fixture of the generated site config, with the one field the client entry reads. */
export default {future: {experimental_router: 'browser'}};
